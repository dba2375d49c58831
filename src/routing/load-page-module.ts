import type { RouteObject } from 'react-router-dom';
import { timing } from '#machines/timing.ts';
import { ShopperFacingError } from '#src/services/shopper-facing-error.ts';
import { withTimeout } from '#src/services/with-timeout.ts';
import { routingText } from './routing-text.ts';

/** What a route takes from its page module: the component, and the loader if the page has one. */
export type PageRoute = Pick<RouteObject, 'Component' | 'loader'>;

/**
 * A page's code did not arrive: offline, too slow, or a file a newer release has replaced. React
 * Router keeps a route whose code failed as failed, so only a new document loads it again.
 */
export class PageLoadError extends ShopperFacingError {
  constructor(cause: unknown) {
    super(routingText.pageLoadFailed, { cause });
    this.name = 'PageLoadError';
  }
}

/** Imports a page's module; a failure, or no module within `timing.loadTimeout`, is a PageLoadError. */
export function loadPageModule<Module>(load: () => Promise<Module>): Promise<Module> {
  return withTimeout(load(), timing.loadTimeout).catch((cause: unknown) => {
    throw new PageLoadError(cause);
  });
}
