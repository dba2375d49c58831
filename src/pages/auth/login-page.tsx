import { Stack, Text } from '@chakra-ui/react';
import { selectIsSignedOut, selectPendingFlow } from '../../../machines/auth/auth.selectors';
import { AuthActor } from '../../app/auth-actor';
import { useAuth, useAuthNow } from '../../app/use-auth';
import { path } from '../../app/paths';
import { withReturnPath } from '../../app/return-path';
import { AuthCard } from '../../components/auth/auth-card';
import { SignInOptions } from '../../components/auth/sign-in-options';
import { TermsNote } from '../../components/auth/terms-note';
import {
  useFailureClearedOnLeave,
  useLeaveWhenSignedIn,
  useReturnPath,
} from '../../components/auth/auth-page-hooks';
import { SubmitButton } from '../../components/form/submit-button';
import { EmailField, TextField } from '../../components/form/text-field';
import { AppLink } from '../../components/ui/app-link';
import { useForm } from '../../forms/use-form';
import { emailRules, passwordRules } from '../../forms/validation';

const loginForm = {
  email: { label: 'Email', rules: emailRules },
  password: { label: 'Password', rules: passwordRules },
};

export function LoginPage() {
  useAuthNow();
  const returnTo = useReturnPath();
  useLeaveWhenSignedIn(returnTo);
  useFailureClearedOnLeave();
  const { loginWithEmail } = useAuth();
  const pendingFlow = AuthActor.useSelector(selectPendingFlow);
  const canSubmit = AuthActor.useSelector(selectIsSignedOut);
  const form = useForm(loginForm, { email: '', password: '' });

  return (
    <AuthCard title="Log in" description="Welcome back. Log in to see your account details.">
      <SignInOptions failureFlows={['logIn', 'google']} />
      <form noValidate aria-label="Log in with e-mail" onSubmit={form.handleSubmit(loginWithEmail)}>
        <Stack gap="4">
          <EmailField {...form.textField('email')} autoComplete="username" />
          <TextField
            {...form.textField('password')}
            type="password"
            autoComplete="current-password"
            required
          />
          <AppLink to={path.forgotPassword} alignSelf="flex-end" textStyle="sm">
            Forgot password?
          </AppLink>
          <SubmitButton
            busy={pendingFlow === 'logIn'}
            busyText="Logging in..."
            disabled={!canSubmit}
          >
            Log in
          </SubmitButton>
        </Stack>
      </form>
      <Text>
        New to Voltbay?{' '}
        <AppLink to={withReturnPath(path.signup, returnTo)}>Create an account</AppLink>
      </Text>
      <TermsNote />
    </AuthCard>
  );
}
