import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { compareMachine, CompareEvent } from '#machines/compare/compare.machine.ts';
import type { CompareLink } from '#machines/compare/compare.rules.ts';
import { usePicks, type NamedApart, type Picks } from './app-actor-hooks.ts';
import { compareActor } from './compare-actor.ts';

type CompareSnapshot = SnapshotFrom<typeof compareMachine>;

/** What drives the comparison, each function named for the event it sends. */
const compareFunctions = (compare: { send: (event: CompareEvent) => void }) => ({
  toggle: (productId: string) => compare.send({ type: 'compare.toggle', productId }),
  replace: (productId: string) => compare.send({ type: 'compare.replace', productId }),
  cancel: () => compare.send({ type: 'compare.cancel' }),
  remove: (productId: string) => compare.send({ type: 'compare.remove', productId }),
  clear: () => compare.send({ type: 'compare.clear' }),
  open: (link: CompareLink) => compare.send({ type: 'compare.open', link }),
  drop: (productIds: string[]) => compare.send({ type: 'compare.drop', productIds }),
  showOnlyDifferences: (only: boolean) =>
    compare.send({ type: 'compare.showOnlyDifferences', only }),
});
type CompareFunctions = ReturnType<typeof compareFunctions>;

// The tab's compare actor, read as the app-wide actors' contexts are.
const compareContext = {
  useActorRef: compareActor,
  useSelector: <Value>(
    select: (snapshot: CompareSnapshot) => Value,
    compare?: (a: Value, b: Value) => boolean,
  ) => useSelector(compareActor(), select, compare),
};

/**
 * The comparison for components and pages, as `useWishlist`: the functions that drive it, and
 * the values `picks` names, each read by its selector (`machines/compare/compare.selectors.ts`).
 * Browser only: render it once the page has started (`useHydrated`).
 */
export function useCompare<Names extends Picks<CompareSnapshot> = Record<never, never>>(
  picks?: NamedApart<Names, CompareFunctions>,
) {
  return usePicks(compareContext, picks, compareFunctions);
}
