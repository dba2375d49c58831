import { Stack, Text } from '@chakra-ui/react';
import { Notice } from '../../components/ui/notice';
import { useMachine } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { submissionOf } from '../../../machines/submission/submission.machine';
import {
  selectHasSucceeded,
  selectIsSubmitting,
  selectSubmitError,
} from '../../../machines/submission/submission.selectors';
import { AuthError } from '../../../machines/auth/auth.types';
import { path } from '../../app/paths';
import { AuthCard } from '../../components/auth/auth-card';
import { AuthErrorAlert } from '../../components/auth/auth-error-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { NewPasswordField } from '../../components/form/text-field';
import { AppLink } from '../../components/ui/app-link';
import { useForm } from '../../forms/use-form';
import { passwordRules } from '../../forms/validation';
import { resetPassword } from '../../services/firebase';

const passwordReset = submissionOf(({ code = '', password = '' }) => resetPassword(code, password));

const resetForm = {
  password: {
    label: 'New password',
    rules: passwordRules,
  },
};

/** The link's code has expired or was used: only a new e-mail helps. */
const isDeadLink = (error: unknown) =>
  error instanceof AuthError &&
  (error.code === 'expired-action-code' || error.code === 'invalid-action-code');

/** Where the link of the password-reset e-mail leads (its `oobCode` is the one-time code). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const [snapshot, send] = useMachine(passwordReset);
  const form = useForm(resetForm, { password: '' });
  const error = selectSubmitError(snapshot);
  const askAgain = <AppLink to={path.forgotPassword}>Ask for a new link</AppLink>;

  let content;
  if (!code) {
    content = (
      <Notice status="error">
        This link is incomplete. Open the link from the e-mail again, or {askAgain}.
      </Notice>
    );
  } else if (selectHasSucceeded(snapshot)) {
    content = (
      <Notice status="success">
        Your password has been changed. <AppLink to={path.login}>Log in</AppLink> with your new
        password.
      </Notice>
    );
  } else {
    content = (
      <form
        noValidate
        aria-label="Choose a new password"
        onSubmit={form.handleSubmit(({ password }) =>
          send({ type: 'submission.submit', values: { code, password } }),
        )}
      >
        <Stack gap="4">
          <AuthErrorAlert error={error}>{isDeadLink(error) && askAgain}</AuthErrorAlert>
          <NewPasswordField {...form.textField('password')} />
          <SubmitButton busy={selectIsSubmitting(snapshot)} busyText="Saving...">
            Save the new password
          </SubmitButton>
        </Stack>
      </form>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick a password you have not used here before."
    >
      {content}
      <Text>
        <AppLink to={path.login}>Back to log in</AppLink>
      </Text>
    </AuthCard>
  );
}
