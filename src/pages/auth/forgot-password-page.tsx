import { Stack, Text } from '@chakra-ui/react';
import { Notice } from '../../components/ui/notice';
import { useMachine } from '@xstate/react';
import { submissionOf } from '../../../machines/submission/submission.machine';
import {
  selectHasSucceeded,
  selectIsSubmitting,
  selectSubmitError,
} from '../../../machines/submission/submission.selectors';
import { path } from '../../app/paths';
import { AuthCard } from '../../components/auth/auth-card';
import { AuthErrorAlert } from '../../components/auth/auth-error-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { EmailField } from '../../components/form/text-field';
import { AppLink } from '../../components/ui/app-link';
import { useForm } from '../../forms/use-form';
import { emailRules } from '../../forms/validation';
import { requestPasswordReset } from '../../services/firebase';

const resetRequest = submissionOf(({ email = '' }) => requestPasswordReset(email));

const forgotForm = {
  email: { label: 'Email', rules: emailRules },
};

export function ForgotPasswordPage() {
  const [snapshot, send] = useMachine(resetRequest);
  const form = useForm(forgotForm, { email: '' });

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the e-mail you signed up with and we will send you a link to choose a new password."
    >
      {selectHasSucceeded(snapshot) ? (
        <Notice status="success" title="Check your inbox">
          If an account exists for {form.values.email}, we have sent it a link to reset the
          password. The link works once; check your spam folder if it does not arrive.
        </Notice>
      ) : (
        <form
          noValidate
          aria-label="Reset your password"
          onSubmit={form.handleSubmit((values) => send({ type: 'submission.submit', values }))}
        >
          <Stack gap="4">
            <AuthErrorAlert error={selectSubmitError(snapshot)} />
            <EmailField {...form.textField('email')} />
            <SubmitButton busy={selectIsSubmitting(snapshot)} busyText="Sending the link...">
              Send the reset link
            </SubmitButton>
          </Stack>
        </form>
      )}
      <Text>
        Remembered it? <AppLink to={path.login}>Back to log in</AppLink>
      </Text>
    </AuthCard>
  );
}
