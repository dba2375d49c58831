import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { shellText } from '#src/content/messages.ts';
import { reloadForNewRelease } from '#src/routing/reload-for-new-release.ts';
import { notify } from './notify.ts';

/** What an overlay (a drawer, a dialog) gets from the control that opens it. */
export interface OverlayProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The part's code did not arrive (offline, or gone since a deploy): the only error a lazy part handles itself. */
class PartLoadError extends Error {}

interface BoundaryProps extends Partial<OverlayProps> {
  children: ReactNode;
  /** What shows in the part's place once its code could not load. */
  failed: ReactNode;
  onLoadFailed: () => void;
}

interface BoundaryState {
  error: Error | null;
  wasOpen?: boolean;
}

class PartLoadBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  // An overlay tries again each time it opens after a failure; any other part when next mounted.
  static getDerivedStateFromProps({ isOpen }: BoundaryProps, { wasOpen }: BoundaryState) {
    return isOpen && !wasOpen ? { error: null, wasOpen: true } : { wasOpen: isOpen };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof PartLoadError)) return;
    // Online, the code is gone since a deploy: the new release's page, once.
    if (reloadForNewRelease(error.cause)) return;
    this.props.onLoadFailed();
    const { onClose } = this.props;
    if (!onClose) return;
    notify({ type: 'error', title: shellText.overlayLoadFailed });
    onClose();
  }

  override render() {
    const { error } = this.state;
    // Anything else is a bug: on to the route's error page.
    if (error && !(error instanceof PartLoadError)) throw error;
    return error ? this.props.failed : this.props.children;
  }
}

interface LazyPartOptions<Props> {
  /** What shows while the code loads; nothing unless given. */
  loading?: (props: Props) => ReactNode;
  /** What shows in the part's place when its code could not load; nothing unless given. */
  failed?: (props: Props) => ReactNode;
}

/**
 * A piece of UI whose code is fetched the first time it renders. Offline that fetch fails, and
 * the shop stays: an overlay (a part with `isOpen` and `onClose`) closes, a toast says why, and
 * its next opening fetches the code again; any other part shows `failed` and fetches again when
 * next mounted. A bare `React.lazy` would keep the failure until a reload, and its error would
 * put the route's error page in place of the shop.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { loading, failed }: LazyPartOptions<Props> = {},
) {
  const fetchPart = () =>
    lazy(() =>
      load().then(
        (Part) => ({ default: Part }),
        (cause: unknown) => {
          throw new PartLoadError('a lazily loaded part could not load', { cause });
        },
      ),
    );
  let Part = fetchPart();
  return function LazyPart(props: Props) {
    return (
      <PartLoadBoundary
        {...(props as Partial<OverlayProps>)}
        failed={failed?.(props)}
        onLoadFailed={() => (Part = fetchPart())}
      >
        <Suspense fallback={loading?.(props)}>
          <Part {...props} />
        </Suspense>
      </PartLoadBoundary>
    );
  };
}
