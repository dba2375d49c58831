import { Stack, Text } from '@chakra-ui/react';
import { Notice } from '#src/components/ui/notice.tsx';
import { useMachine } from '@xstate/react';
import { submissionOf } from '#machines/submission/submission.machine.ts';
import {
  selectHasSucceeded,
  selectIsSubmitting,
  selectSubmitError,
} from '#machines/submission/submission.selectors.ts';
import { path } from '#src/routing/paths.ts';
import { AuthCard } from '#src/components/auth/auth-card.tsx';
import { AuthErrorAlert } from '#src/components/auth/auth-error-alert.tsx';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { EmailField } from '#src/components/form/text-field.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { useForm } from '#src/forms/use-form.ts';
import { emailRules } from '#src/forms/validation.ts';
import { requestPasswordReset } from '#src/services/firebase/index.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';

// Busy as long as Firebase takes, no longer.
const resetRequest = submissionOf(({ email = '' }) => requestPasswordReset(email), {
  minimumWait: 0,
});

const forgotForm = {
  email: { label: 'Email', rules: emailRules },
};

function ForgotPasswordPage() {
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

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { Component: ForgotPasswordPage };
