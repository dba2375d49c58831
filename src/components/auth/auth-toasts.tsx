import type { AuthEmitted } from '#machines/auth/auth.machine.ts';
import type { AuthError, AuthErrorKind, AuthFlow } from '#machines/auth/auth.types.ts';
import { useAuthAnnouncements } from '#src/actors/use-auth.ts';
import { authToastText, sessionEndedText } from '#src/content/messages.ts';
import { notify } from '#src/components/ui/notify.ts';

const toastId = (flow: AuthFlow) => `auth-${flow}`;

/**
 * The causes the failure toasts name in their own words ('Use a new email address'; on login, a wrong
 * password). Their wording is kept for that cause only; the other flows' toasts name no cause.
 */
const CAUSE_OF_ORIGINAL_TOAST: Partial<Record<AuthFlow, readonly AuthErrorKind[]>> = {
  signUp: ['email-in-use'],
  logIn: ['wrong-credentials', 'no-such-account'],
};

/**
 * What the sign-in forms say of a failure, handed over by the forms' alert when its module loads
 * (`explainFailuresWith`): those texts stay out of the shell (the bundle budget; a lazy import
 * would need its own request, which fails offline), and the shop signs up or logs in only on the
 * pages that show that alert.
 */
let formMessage: ((error: AuthError) => string) | undefined;

export const explainFailuresWith = (explain: (error: AuthError) => string) => {
  formMessage = explain;
};

/**
 * A failure's toast: its own text where it is true, else what the form says (one source,
 * `authErrorMessage`), so the toast never contradicts the form; on a phone it may be all the
 * shopper sees.
 */
function failureToastText(flow: AuthFlow, error: AuthError) {
  const cause = CAUSE_OF_ORIGINAL_TOAST[flow];
  const explained = cause && !cause.includes(error.kind) ? formMessage?.(error) : undefined;
  return explained ?? authToastText[flow].failure;
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
      // A failed logout is also logged (docs/decisions/0014-sign-in-and-return-paths.md).
      if (flow === 'logOut') console.error('Voltbay: logout failed', error);
      notify({ id: toastId(flow), type: 'error', title: failureToastText(flow, error) });
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
