import { useEffect } from 'react';
import type { EventObject, Subscription } from 'xstate';

/**
 * Calls `listener` with each thing `actor` announces (emits) while the calling component is
 * mounted: the one way `useAuthAnnouncements`, `useCartAnnouncements` and
 * `useWishlistAnnouncements` listen. Keep `listener` the same function from render to render
 * (define it outside the component), or it is subscribed again each time.
 */
export function useAnnouncements<Emitted extends EventObject>(
  actor: { on: (type: '*', handler: (emitted: Emitted) => void) => Subscription },
  listener: (emitted: Emitted) => void,
): void {
  useEffect(() => {
    const subscription = actor.on('*', listener);
    return () => subscription.unsubscribe();
  }, [actor, listener]);
}
