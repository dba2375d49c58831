import type { ReactNode } from 'react';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { failureMessage } from '#src/components/ui/load-states.tsx';
import { Notice } from '#src/components/ui/notice.tsx';

/** The words of a staff form's end: its button, busy, and the titles of what came back. */
interface FormEndText {
  submit: string;
  sending: string;
  done: string;
  failed: string;
}

/**
 * A staff form's last part: what the server answered to the last submit (`done`, or why it
 * refused) and the submit button, busy while it is sent.
 */
export function StaffFormEnd({
  text,
  done,
  error,
  busy,
}: {
  text: FormEndText;
  /** What the last successful submit did, said as the server answered it; null before one. */
  done: ReactNode;
  error: unknown;
  busy: boolean;
}) {
  return (
    <>
      {done !== null && (
        <Notice status="success" title={text.done}>
          {done}
        </Notice>
      )}
      {error !== null && (
        <Notice status="error" title={text.failed}>
          {failureMessage(error)}
        </Notice>
      )}
      <SubmitButton busy={busy} busyText={text.sending} alignSelf="flex-start">
        {text.submit}
      </SubmitButton>
    </>
  );
}
