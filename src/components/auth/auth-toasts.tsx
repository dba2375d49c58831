import { useEffect } from 'react';
import type { AuthFlow } from '../../../machines/auth/auth.types';
import { AuthActor } from '../../app/auth-actor';
import { authToastText, sessionEndedText } from '../../content/messages';
import { toaster } from '../ui/toaster';

const toastId = (flow: AuthFlow) => `auth-${flow}`;

/**
 * Turns the session's events into the spec's toasts: a loading toast when a flow starts, which
 * becomes its success or failure toast (same id, so it changes in place).
 */
export function AuthToasts() {
  const auth = AuthActor.useActorRef();
  useEffect(() => {
    const subscriptions = [
      auth.on('flow.started', ({ flow }) => {
        toaster.create({ id: toastId(flow), type: 'loading', title: authToastText[flow].pending });
      }),
      auth.on('flow.succeeded', ({ flow }) => {
        toaster.create({
          id: toastId(flow),
          type: 'success',
          title: authToastText[flow].success,
          duration: toaster.attrs.duration,
          closable: true,
        });
      }),
      auth.on('flow.failed', ({ flow, error }) => {
        // The spec's logout failure is also logged (§8).
        if (flow === 'logOut') console.error('Voltbay: logout failed', error);
        toaster.create({
          id: toastId(flow),
          type: 'error',
          title: authToastText[flow].failure,
          duration: toaster.attrs.duration,
          closable: true,
        });
      }),
      auth.on('session.ended', () => {
        toaster.create({ type: 'info', title: sessionEndedText, closable: true });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [auth]);
  return null;
}
