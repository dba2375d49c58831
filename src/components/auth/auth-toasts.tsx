import type { AuthEmitted } from '#machines/auth/auth.machine.ts';
import type { AuthError, AuthErrorCode, AuthFlow } from '#machines/auth/auth.types.ts';
import { useAuthAnnouncements } from '#src/actors/use-auth.ts';
import { authToastText, sessionEndedText } from '#src/content/messages.ts';
import { notify } from '#src/components/ui/notify.ts';

const toastId = (flow: AuthFlow) => `auth-${flow}`;

/**
 * The causes the original failure toasts name ('Use a new email address'; on login, a wrong
 * password). Their wording is kept for that cause only; the other flows' toasts name no cause.
 */
const CAUSE_OF_ORIGINAL_TOAST: Partial<Record<AuthFlow, readonly AuthErrorCode[]>> = {
  signUp: ['email-already-in-use'],
  logIn: ['invalid-credential', 'wrong-password', 'user-not-found'],
};

/**
 * A failure's toast: the original text where it is true, else what the form says (one source,
 * `authErrorMessage`), so the toast never contradicts the form; on a phone it may be all the
 * shopper sees. The forms' messages load with the sign-in pages, not the shell (the bundle
 * budget): those pages, the only ones that sign up or log in, have them already.
 */
async function failureToastText(flow: AuthFlow, error: AuthError) {
  const cause = CAUSE_OF_ORIGINAL_TOAST[flow];
  if (!cause || cause.includes(error.code)) return authToastText[flow].failure;
  const { authErrorMessage } = await import('#src/content/auth.ts');
  return authErrorMessage(error.code, error.passwordRequirements);
}

/** The toast for what the session announced; a flow's toasts share an id, so one changes in place. */
function toastFor(announcement: AuthEmitted) {
  switch (announcement.type) {
    case 'flow.started': {
      const { flow } = announcement;
      notify({ id: toastId(flow), type: 'loading', title: authToastText[flow].pending });
      break;
    }
    case 'flow.succeeded': {
      const { flow } = announcement;
      notify({ id: toastId(flow), type: 'success', title: authToastText[flow].success });
      break;
    }
    case 'flow.failed': {
      const { flow, error } = announcement;
      // A failed logout is also logged (docs/decisions/sign-in-and-return-paths.md).
      if (flow === 'logOut') console.error('Voltbay: logout failed', error);
      void failureToastText(flow, error).then((title) =>
        notify({ id: toastId(flow), type: 'error', title }),
      );
      break;
    }
    case 'session.ended':
      notify({ type: 'info', title: sessionEndedText });
      break;
  }
}

/**
 * Turns the session's announcements into the shop's toasts: a loading toast when a flow starts,
 * which becomes its success or failure toast.
 */
export function AuthToasts() {
  useAuthAnnouncements(toastFor);
  return null;
}
