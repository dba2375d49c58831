import { Stack, Text } from '@chakra-ui/react';
import { useAuth, useAuthNow } from '#src/actors/use-auth.ts';
import { path } from '#src/routing/paths.ts';
import { withReturnPath } from '#src/routing/return-path.ts';
import { AuthCard } from '#src/components/auth/auth-card.tsx';
import { SignInOptions } from '#src/components/auth/sign-in-options.tsx';
import { TermsNote } from '#src/components/auth/terms-note.tsx';
import {
  useFailureClearedOnLeave,
  useLeaveWhenSignedIn,
  useReturnPath,
} from '#src/components/auth/auth-page-hooks.ts';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { EmailField, TextField } from '#src/components/form/text-field.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { useForm } from '#src/forms/use-form.ts';
import { emailRules, passwordRules } from '#src/forms/validation.ts';
import { authFieldText, loginPageText } from '#src/content/auth.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';

const loginForm = {
  email: { label: authFieldText.email, rules: emailRules },
  password: { label: authFieldText.password, rules: passwordRules },
};

export function LoginPage() {
  useAuthNow();
  const returnTo = useReturnPath();
  useLeaveWhenSignedIn(returnTo);
  useFailureClearedOnLeave();
  const { logIn, pendingFlow, isSignedOut } = useAuth();
  const form = useForm(loginForm, { email: '', password: '' });

  return (
    <AuthCard title={loginPageText.title} description={loginPageText.description}>
      <SignInOptions failureFlows={['logIn', 'google']} />
      <form noValidate aria-label={loginPageText.formLabel} onSubmit={form.handleSubmit(logIn)}>
        <Stack gap="4">
          <EmailField {...form.textField('email')} autoComplete="username" />
          <TextField
            {...form.textField('password')}
            type="password"
            autoComplete="current-password"
            required
          />
          <AppLink to={path.forgotPassword} alignSelf="flex-end" textStyle="sm">
            {loginPageText.forgotPassword}
          </AppLink>
          <SubmitButton
            busy={pendingFlow === 'logIn'}
            busyText={loginPageText.submitting}
            disabled={!isSignedOut}
          >
            {loginPageText.submit}
          </SubmitButton>
        </Stack>
      </form>
      <Text>
        {loginPageText.newHere}{' '}
        <AppLink to={withReturnPath(path.signup, returnTo)}>{loginPageText.createAccount}</AppLink>
      </Text>
      <TermsNote />
    </AuthCard>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { Component: LoginPage };
