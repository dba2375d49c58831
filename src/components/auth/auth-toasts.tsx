import { useEffect } from 'react';
import type { AuthFlow } from '#machines/auth/auth.types.ts';
import { AuthActor } from '#src/actors/auth-actor.ts';
import { authToastText, sessionEndedText } from '#src/content/messages.ts';
import { notify } from '#src/components/ui/notify.ts';

const toastId = (flow: AuthFlow) => `auth-${flow}`;

/**
 * Turns the session's events into the shop's toasts: a loading toast when a flow starts, which
 * becomes its success or failure toast (same id, so it changes in place).
 */
export function AuthToasts() {
  const auth = AuthActor.useActorRef();
  useEffect(() => {
    const subscriptions = [
      auth.on('flow.started', ({ flow }) => {
        notify({ id: toastId(flow), type: 'loading', title: authToastText[flow].pending });
      }),
      auth.on('flow.succeeded', ({ flow }) => {
        notify({ id: toastId(flow), type: 'success', title: authToastText[flow].success });
      }),
      auth.on('flow.failed', ({ flow, error }) => {
        // A failed logout is also logged (docs/decisions/sign-in-and-return-paths.md).
        if (flow === 'logOut') console.error('Voltbay: logout failed', error);
        notify({ id: toastId(flow), type: 'error', title: authToastText[flow].failure });
      }),
      auth.on('session.ended', () => {
        notify({ type: 'info', title: sessionEndedText });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [auth]);
  return null;
}
