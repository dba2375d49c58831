import { createActorContext } from '@xstate/react';
import { authMachine } from '#machines/auth/auth.machine.ts';
import { authActors } from '#src/services/firebase/index.ts';

/**
 * The app-wide session actor. The app provides it; components and pages read and drive it through
 * `useAuth()` (`use-auth.ts`), never directly.
 */
export const AuthActor = createActorContext(authMachine);

/** The auth machine wired to Firebase (through `src/services/firebase/` only). */
export const appAuthLogic = authMachine.provide({ actors: authActors });
