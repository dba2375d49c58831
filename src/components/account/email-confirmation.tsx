import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import { submissionOf } from '#machines/submission/submission.machine.ts';
import {
  selectHasSucceeded,
  selectIsSubmitting,
  selectResult,
  selectSubmitError,
} from '#machines/submission/submission.selectors.ts';
import { AuthError, type User } from '#machines/auth/auth.types.ts';
import { inspect } from '#src/actors/inspect.ts';
import { useAuth } from '#src/actors/use-auth.ts';
import { emailConfirmationText as text } from '#src/content/email-confirmation.ts';
import { authErrorMessage } from '#src/content/auth.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { reloadUser, sendEmailConfirmation } from '#src/services/firebase/email-confirmation.ts';

const failureText = (error: unknown) =>
  authErrorMessage(error instanceof AuthError ? error.kind : 'unexpected');

/** What the section asks of Firebase: by default the real one; a test passes its own. */
export interface EmailConfirmationServices {
  send: () => Promise<void>;
  check: () => Promise<User>;
}

const firebase: EmailConfirmationServices = { send: sendEmailConfirmation, check: reloadUser };

/**
 * For an account whose e-mail is not confirmed (the shop's server asks it of every post): sends
 * the link, then, once the shopper says they opened it, asks Firebase again; a confirmed account
 * updates the session, and the section leaves the page.
 */
export function EmailConfirmation({
  email,
  services = firebase,
}: {
  email: string;
  services?: EmailConfirmationServices;
}) {
  const { accountChanged } = useAuth();
  const [sending, sendLink] = useMachine(
    submissionOf(() => services.send(), { minimumWait: 0 }),
    {
      inspect,
      systemId: 'emailConfirmationSend',
    },
  );
  const [checking, check] = useMachine(
    submissionOf(() => services.check(), { minimumWait: 0 }),
    {
      inspect,
      systemId: 'emailConfirmationCheck',
    },
  );
  const checked = selectResult(checking) as User | null;
  const onChecked = useEffectEvent((user: User) => {
    if (user.emailVerified) accountChanged(user);
  });
  useEffect(() => {
    if (checked) onChecked(checked);
  }, [checked]);

  const sent = selectHasSucceeded(sending);
  const error = selectSubmitError(sending) ?? selectSubmitError(checking);
  return (
    <Stack gap="3" as="section" aria-labelledby="email-confirmation-title">
      <Heading as="h2" size="md" id="email-confirmation-title">
        {text.title}
      </Heading>
      <Text>{text.why}</Text>
      {sent && <Text role="status">{text.sent(email)}</Text>}
      {checked && !checked.emailVerified && <Notice status="info" title={text.notYet} />}
      {error !== null && (
        <Notice status="error" title={text.failed}>
          {failureText(error)}
        </Notice>
      )}
      <Stack direction="row" gap="3" flexWrap="wrap">
        <Button
          variant={sent ? 'outline' : 'solid'}
          loading={selectIsSubmitting(sending)}
          loadingText={text.sending}
          onClick={() => sendLink({ type: 'submission.submit', values: {} })}
        >
          {sent ? text.sendAgain : text.send}
        </Button>
        {sent && (
          <Button
            loading={selectIsSubmitting(checking)}
            loadingText={text.checking}
            onClick={() => check({ type: 'submission.submit', values: {} })}
          >
            {text.check}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
