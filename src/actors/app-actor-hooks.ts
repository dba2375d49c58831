import { shallowEqual } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { AnyEventObject, Subscription } from 'xstate';

// What the hooks of the app-wide actors share (`useCart`, `useWishlist`, `useAuth`): reading
// values through one subscription, and listening to what an actor announces.

/**
 * What a component reads of an app-wide actor: a name for each value, and the selector that
 * reads it from the actor's snapshot.
 */
export type Picks<Snapshot> = Record<string, (snapshot: Snapshot) => unknown>;

/** The values `Names` reads, under their names. */
export type Picked<Snapshot, Names extends Picks<Snapshot>> = {
  [Name in keyof Names]: ReturnType<Names[Name]>;
};

/** Picks under their names, none named as one of the hook's `Functions` (it would be hidden). */
export type NamedApart<Names, Functions> = Names & {
  [Name in keyof Names]: Name extends keyof Functions ? never : Names[Name];
};

/** An app-wide actor's React context, as `createActorContext` makes it. */
interface AppActorContext<Snapshot, Ref> {
  useActorRef: () => Ref;
  useSelector: <Value>(
    selector: (snapshot: Snapshot) => Value,
    compare?: (a: Value, b: Value) => boolean,
  ) => Value;
}

/** No picks: the same object for every snapshot, so nothing draws again. */
const nothing = {};

/**
 * The values `picks` names, read in one subscription and compared one by one (`shallowEqual`),
 * so the component draws again only when one of them changes (with no picks, never on the
 * actor's account), with the functions `functionsOf` makes to drive the actor.
 */
export function usePicks<
  Snapshot,
  Ref,
  Names extends Picks<Snapshot>,
  Functions extends Record<string, unknown>,
>(
  actor: AppActorContext<Snapshot, Ref>,
  picks: Names | undefined,
  functionsOf: (ref: Ref) => Functions,
): Picked<Snapshot, Names> & Functions {
  const ref = actor.useActorRef();
  const values = actor.useSelector(
    (snapshot) =>
      (picks
        ? Object.fromEntries(
            Object.entries(picks).map(([name, select]) => [name, select(snapshot)]),
          )
        : nothing) as Picked<Snapshot, Names>,
    shallowEqual,
  );
  const functions = useMemo(() => functionsOf(ref), [functionsOf, ref]);
  return useMemo(() => ({ ...values, ...functions }), [values, functions]);
}

/**
 * Calls `listener` with each thing an app-wide actor announces while the calling component is
 * mounted. Keep `listener` the same function from render to render (define it outside the
 * component), or it is subscribed again each time.
 */
export function useAnnouncements<Emitted extends AnyEventObject>(
  actor: { on: (type: '*', listener: (emitted: Emitted) => void) => Subscription },
  listener: (announcement: Emitted) => void,
) {
  useEffect(() => {
    const subscription = actor.on('*', listener);
    return () => subscription.unsubscribe();
  }, [actor, listener]);
}
