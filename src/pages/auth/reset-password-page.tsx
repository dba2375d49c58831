import { Stack, Text } from '@chakra-ui/react';
import { Notice } from '#src/components/ui/notice.tsx';
import { useMachine } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { submissionOf } from '#machines/submission/submission.machine.ts';
import {
  selectHasSucceeded,
  selectIsSubmitting,
  selectSubmitError,
} from '#machines/submission/submission.selectors.ts';
import { AuthError } from '#machines/auth/auth.types.ts';
import { path } from '#src/routing/paths.ts';
import { AuthCard } from '#src/components/auth/auth-card.tsx';
import { AuthErrorAlert } from '#src/components/auth/auth-error-alert.tsx';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { NewPasswordField } from '#src/components/form/text-field.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { useForm } from '#src/forms/use-form.ts';
import { passwordRules } from '#src/forms/validation.ts';
import { authFieldText, resetPasswordText } from '#src/content/auth.ts';
import { resetPassword } from '#src/services/firebase/passwords.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';
import { inspect } from '#src/actors/inspect.ts';

// Busy as long as Firebase takes, no longer.
const passwordReset = submissionOf(
  ({ code = '', password = '' }) => resetPassword(code, password),
  { minimumWait: 0 },
);

const resetForm = {
  password: {
    label: authFieldText.newPassword,
    rules: passwordRules,
  },
};

/** The link's code has expired or was used: only a new e-mail helps. */
const isDeadLink = (error: unknown) =>
  error instanceof AuthError &&
  (error.kind === 'reset-link-expired' || error.kind === 'reset-link-invalid');

/** Where the link of the password-reset e-mail leads (its `oobCode` is the one-time code). */
function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const [snapshot, send] = useMachine(passwordReset, { inspect, systemId: 'passwordReset' });
  const form = useForm(resetForm, { password: '' });
  const error = selectSubmitError(snapshot);
  const askAgain = <AppLink to={path.forgotPassword}>{resetPasswordText.askAgain}</AppLink>;

  let content;
  if (!code) {
    content = (
      <Notice status="error">
        {resetPasswordText.incomplete} {askAgain}.
      </Notice>
    );
  } else if (selectHasSucceeded(snapshot)) {
    content = (
      <Notice status="success">
        {resetPasswordText.changed} <AppLink to={path.login}>{resetPasswordText.logIn}</AppLink>{' '}
        {resetPasswordText.changedThen}
      </Notice>
    );
  } else {
    content = (
      <form
        noValidate
        aria-label={resetPasswordText.title}
        onSubmit={form.handleSubmit(({ password }) =>
          send({ type: 'submission.submit', values: { code, password } }),
        )}
      >
        <Stack gap="4">
          <AuthErrorAlert error={error}>{isDeadLink(error) && askAgain}</AuthErrorAlert>
          <NewPasswordField {...form.textField('password')} />
          <SubmitButton busy={selectIsSubmitting(snapshot)} busyText={resetPasswordText.submitting}>
            {resetPasswordText.submit}
          </SubmitButton>
        </Stack>
      </form>
    );
  }

  return (
    <AuthCard title={resetPasswordText.title} description={resetPasswordText.description}>
      {content}
      <Text>
        <AppLink to={path.login}>{resetPasswordText.backToLogIn}</AppLink>
      </Text>
    </AuthCard>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { Component: ResetPasswordPage };
