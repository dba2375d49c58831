import type { AuthEmitted } from '#machines/auth/auth.machine.ts';
import type { AuthFlow } from '#machines/auth/auth.types.ts';
import { useAuthAnnouncements } from '#src/actors/use-auth.ts';
import { authToastText, sessionEndedText } from '#src/content/messages.ts';
import { notify } from '#src/components/ui/notify.ts';

const toastId = (flow: AuthFlow) => `auth-${flow}`;

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
      notify({ id: toastId(flow), type: 'error', title: authToastText[flow].failure });
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
