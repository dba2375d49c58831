import { createActor, fromCallback, type Actor } from 'xstate';
import {
  chosenStoreMachine,
  type ChosenStoreEvent,
} from '#machines/chosen-store/chosen-store.machine.ts';
import { chosenStoreStore } from '#src/services/storage/chosen-store-store.ts';
import { inspect } from './inspect.ts';

/** The chosen-store machine on this browser's localStorage, in step with the other tabs. */
const storedLogic = chosenStoreMachine.provide({
  actors: {
    watchStorage: fromCallback<ChosenStoreEvent>(({ sendBack }) =>
      chosenStoreStore.watch((storeId) => sendBack({ type: 'store.storageChanged', storeId })),
    ),
  },
  actions: {
    // A browser that refuses storage keeps the choice for the page.
    saveStoreId: (_, { storeId }) => void chosenStoreStore.write(storeId),
  },
});

let actor: Actor<typeof storedLogic> | undefined;

/**
 * The shopper's chosen store's one actor in this tab, started on first use, in the browser only:
 * only parts loaded after the page has started read it. Components reach it through
 * `useChosenStore()`.
 */
export function chosenStoreActor() {
  actor ??= createActor(storedLogic, {
    input: { storeId: chosenStoreStore.read().value },
    inspect,
    systemId: 'chosenStore',
  }).start();
  return actor;
}

/** For tests: stops this tab's actor, so the next `chosenStoreActor()` starts again from storage. */
export function forgetChosenStoreActor() {
  actor?.stop();
  actor = undefined;
}
