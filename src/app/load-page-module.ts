import { timing } from '../../machines/timing';
import { errorPageText } from '../content/messages';
import { ShopperFacingError } from '../services/shopper-facing-error';
import { withTimeout } from '../services/with-timeout';

/**
 * A page's code did not arrive: offline, too slow, or a file a newer release has replaced. React
 * Router keeps a route whose code failed as failed, so only a new document loads it again.
 */
export class PageLoadError extends ShopperFacingError {
  constructor(cause: unknown) {
    super(errorPageText.pageLoadFailed, { cause });
    this.name = 'PageLoadError';
  }
}

/** Imports a page's module; a failure, or no module within `timing.loadTimeout`, is a PageLoadError. */
export function loadPageModule<Module>(load: () => Promise<Module>): Promise<Module> {
  return withTimeout(load(), timing.loadTimeout).catch((cause: unknown) => {
    throw new PageLoadError(cause);
  });
}
