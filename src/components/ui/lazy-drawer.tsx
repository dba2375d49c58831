import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { shellText } from '../../content/messages';
import { notify } from './notify';

interface DrawerPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The drawer's code did not arrive (offline): the only error the drawer handles itself. */
class DrawerLoadError extends Error {
  constructor(cause: unknown) {
    super('a drawer could not load', { cause });
    this.name = 'DrawerLoadError';
  }
}

interface BoundaryProps extends DrawerPanelProps {
  children: ReactNode;
  onLoadFailed: () => void;
}

interface BoundaryState {
  error: Error | null;
  wasOpen: boolean;
}

class DrawerLoadBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, wasOpen: false };

  // Each opening after a failure tries again.
  static getDerivedStateFromProps({ isOpen }: BoundaryProps, { wasOpen }: BoundaryState) {
    return isOpen && !wasOpen ? { error: null, wasOpen: true } : { wasOpen: isOpen };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof DrawerLoadError)) return;
    this.props.onLoadFailed();
    notify({ type: 'error', title: shellText.drawerLoadFailed });
    this.props.onClose();
  }

  override render() {
    const { error } = this.state;
    // Anything else is a bug: on to the route's error page.
    if (error && !(error instanceof DrawerLoadError)) throw error;
    return error ? null : this.props.children;
  }
}

/**
 * A drawer panel whose code is fetched the first time it opens. Offline that fetch fails: the
 * drawer closes, a toast says why, and the next opening fetches it again. A bare `React.lazy`
 * would keep the failure until a reload, and its error would put the route's error page in place
 * of the shop.
 */
export function lazyDrawer(load: () => Promise<ComponentType<DrawerPanelProps>>) {
  const fetchPanel = () =>
    lazy(() =>
      load().then(
        (Panel) => ({ default: Panel }),
        (cause: unknown) => {
          throw new DrawerLoadError(cause);
        },
      ),
    );
  let Panel = fetchPanel();
  return function LazyDrawer(props: DrawerPanelProps) {
    return (
      <DrawerLoadBoundary {...props} onLoadFailed={() => (Panel = fetchPanel())}>
        <Suspense fallback={null}>
          <Panel {...props} />
        </Suspense>
      </DrawerLoadBoundary>
    );
  };
}
