import { Checkbox, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useAuth, useAuthNow } from '#src/actors/use-auth.ts';
import { path } from '#src/routing/paths.ts';
import { withReturnPath } from '#src/routing/return-path.ts';
import { AuthCard } from '#src/components/auth/auth-card.tsx';
import { SignInOptions } from '#src/components/auth/sign-in-options.tsx';
import { TermsLinks } from '#src/components/auth/terms-note.tsx';
import {
  useFailureClearedOnLeave,
  useLeaveWhenSignedIn,
  useReturnPath,
} from '#src/components/auth/auth-page-hooks.ts';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { EmailField, NewPasswordField, TextField } from '#src/components/form/text-field.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { useForm } from '#src/forms/use-form.ts';
import {
  accepted,
  emailRules,
  limits,
  maxLength,
  passwordRules,
  required,
} from '#src/forms/validation.ts';
import { authFieldText, signupPageText, termsText } from '#src/content/auth.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';

const signupForm = {
  firstName: { label: authFieldText.firstName, rules: [required, maxLength(limits.nameMax)] },
  lastName: { label: authFieldText.lastName, rules: [required, maxLength(limits.nameMax)] },
  email: { label: authFieldText.email, rules: emailRules },
  password: {
    label: authFieldText.password,
    rules: passwordRules,
  },
  companyName: { label: authFieldText.companyName, rules: [maxLength(limits.companyMax)] },
  acceptTerms: { label: authFieldText.terms, rules: [accepted] },
};

const TERMS_ERROR_ID = 'signup-terms-error';

const emptySignup = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  companyName: '',
  acceptTerms: false,
};

export function SignupPage() {
  useAuthNow();
  const returnTo = useReturnPath();
  useLeaveWhenSignedIn(returnTo);
  useFailureClearedOnLeave();
  const { signUp, pendingFlow, isSignedOut } = useAuth();
  const form = useForm(signupForm, emptySignup);

  return (
    <AuthCard title={signupPageText.title} description={signupPageText.description}>
      <SignInOptions failureFlows={['signUp', 'google']} />
      <form
        noValidate
        aria-label={signupPageText.formLabel}
        onSubmit={form.handleSubmit(({ acceptTerms: _accepted, ...details }) => signUp(details))}
      >
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField {...form.textField('firstName')} autoComplete="given-name" required />
            <TextField {...form.textField('lastName')} autoComplete="family-name" required />
          </SimpleGrid>
          <EmailField {...form.textField('email')} />
          <NewPasswordField {...form.textField('password')} />
          <TextField
            {...form.textField('companyName')}
            label={authFieldText.companyNameOptional}
            autoComplete="organization"
          />
          <Stack gap="1.5">
            <Checkbox.Root
              invalid={Boolean(form.errors.acceptTerms)}
              checked={form.values.acceptTerms}
              onCheckedChange={({ checked }) => form.setValue('acceptTerms', checked === true)}
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput
                ref={form.register('acceptTerms')}
                aria-describedby={form.errors.acceptTerms ? TERMS_ERROR_ID : undefined}
              />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">
                {termsText.accept} <TermsLinks />
              </Checkbox.Label>
            </Checkbox.Root>
            {form.errors.acceptTerms && (
              <Text id={TERMS_ERROR_ID} color="fg.error" textStyle="xs">
                {form.errors.acceptTerms}
              </Text>
            )}
          </Stack>
          <SubmitButton
            busy={pendingFlow === 'signUp'}
            busyText={signupPageText.submitting}
            disabled={!isSignedOut}
          >
            {signupPageText.submit}
          </SubmitButton>
        </Stack>
      </form>
      <Text>
        {signupPageText.haveAccount}{' '}
        <AppLink to={withReturnPath(path.login, returnTo)}>{signupPageText.logIn}</AppLink>
      </Text>
    </AuthCard>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { Component: SignupPage };
