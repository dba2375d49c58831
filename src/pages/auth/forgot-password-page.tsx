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
import { authFieldText, forgotPasswordText } from '#src/content/auth.ts';
import { requestPasswordReset } from '#src/services/firebase/passwords.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';
import { inspect } from '#src/actors/inspect.ts';

// Busy as long as Firebase takes, no longer.
const resetRequest = submissionOf(({ email = '' }) => requestPasswordReset(email), {
  minimumWait: 0,
});

const forgotForm = {
  email: { label: authFieldText.email, rules: emailRules },
};

function ForgotPasswordPage() {
  const [snapshot, send] = useMachine(resetRequest, { inspect, systemId: 'passwordResetRequest' });
  const form = useForm(forgotForm, { email: '' });

  return (
    <AuthCard title={forgotPasswordText.title} description={forgotPasswordText.description}>
      {selectHasSucceeded(snapshot) ? (
        <Notice status="success" title={forgotPasswordText.sentTitle}>
          {forgotPasswordText.sent(form.values.email)}
        </Notice>
      ) : (
        <form
          noValidate
          aria-label={forgotPasswordText.title}
          onSubmit={form.handleSubmit((values) => send({ type: 'submission.submit', values }))}
        >
          <Stack gap="4">
            <AuthErrorAlert error={selectSubmitError(snapshot)} />
            <EmailField {...form.textField('email')} />
            <SubmitButton
              busy={selectIsSubmitting(snapshot)}
              busyText={forgotPasswordText.submitting}
            >
              {forgotPasswordText.submit}
            </SubmitButton>
          </Stack>
        </form>
      )}
      <Text>
        {forgotPasswordText.remembered}{' '}
        <AppLink to={path.login}>{forgotPasswordText.backToLogIn}</AppLink>
      </Text>
    </AuthCard>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { Component: ForgotPasswordPage };
