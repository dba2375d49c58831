import { createActor, fromCallback, type Actor } from 'xstate';
import { compareMachine, type CompareEvent } from '#machines/compare/compare.machine.ts';
import { compareStore } from '#src/services/storage/compare-store.ts';
import { inspect } from './inspect.ts';

/** The compare machine on this browser's localStorage, in step with the other tabs. */
const storedLogic = compareMachine.provide({
  actors: {
    watchStorage: fromCallback<CompareEvent>(({ sendBack }) =>
      compareStore.watch((productIds) => sendBack({ type: 'compare.storageChanged', productIds })),
    ),
  },
  actions: {
    // A browser that refuses storage keeps the comparison for the page.
    saveProductIds: (_, { productIds }) => void compareStore.write(productIds),
  },
});

let actor: Actor<typeof storedLogic> | undefined;

/**
 * The comparison's one actor in this tab, started on first use, in the browser only: its code
 * loads after the page has started (docs/decisions/0026-compare.md), so it is not app-wide.
 * Components reach it through `useCompare()` (`use-compare.ts`).
 */
export function compareActor() {
  if (!actor) {
    const { value, unreadable } = compareStore.read();
    actor = createActor(storedLogic, {
      input: { productIds: value, unreadable },
      inspect,
      systemId: 'compare',
    }).start();
  }
  return actor;
}

/** For tests: stops this tab's actor, so the next `compareActor()` starts again from storage. */
export function forgetCompareActor() {
  actor?.stop();
  actor = undefined;
}
