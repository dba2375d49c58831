import { Badge, Button, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  selectHasPassword,
  selectIsLoading,
  selectPendingFlow,
  selectUser,
} from '../../machines/auth/auth.selectors';
import type { User } from '../../machines/auth/auth.types';
import { AuthActor } from '../app/auth-actor';
import { path } from '../app/paths';
import { useAuthNow } from '../app/use-auth';
import { withReturnPath } from '../app/return-path';
import { AuthCard } from '../components/auth/auth-card';
import { AuthFailureAlert } from '../components/auth/auth-failure-alert';
import { useFailureClearedOnLeave } from '../components/auth/auth-page-hooks';
import { PasswordChange } from '../components/auth/password-change';
import { passwordChangeText } from '../content/account';
import { TextField } from '../components/form/text-field';
import { useForm } from '../forms/use-form';
import { limits, maxLength, required } from '../forms/validation';
import { DetailRow, DetailTable } from '../components/ui/detail-table';

const providerNames: Record<string, string> = {
  password: 'E-mail and password',
  'google.com': 'Google',
};

const nameForm = {
  displayName: { label: 'Display name', rules: [required, maxLength(limits.nameMax * 2)] },
};

function DisplayNameForm({ user }: { user: User }) {
  const auth = AuthActor.useActorRef();
  const pendingFlow = AuthActor.useSelector(selectPendingFlow);
  const form = useForm(nameForm, { displayName: user.displayName ?? '' });
  return (
    <form
      noValidate
      aria-label="Change your display name"
      onSubmit={form.handleSubmit(({ displayName }) =>
        auth.send({ type: 'profile.submit', displayName: displayName.trim() }),
      )}
    >
      <Stack gap="3">
        <TextField {...form.textField('displayName')} autoComplete="name" required />
        <Button
          type="submit"
          variant="outline"
          alignSelf="flex-start"
          loading={pendingFlow === 'profile'}
          loadingText="Saving..."
        >
          Save name
        </Button>
      </Stack>
    </form>
  );
}

/** The signed-in shopper's account; a signed-out visitor is sent to log in and brought back. */
export function AccountPage() {
  useAuthNow();
  const user = AuthActor.useSelector(selectUser);
  const isLoading = AuthActor.useSelector(selectIsLoading);
  const pendingFlow = AuthActor.useSelector(selectPendingFlow);
  const hasPassword = AuthActor.useSelector(selectHasPassword);
  const auth = AuthActor.useActorRef();
  const location = useLocation();
  useFailureClearedOnLeave();

  if (isLoading) {
    return (
      <AuthCard title="Your account" description="Your details and sign-in settings.">
        <Skeleton h="40" aria-busy="true" aria-label="Loading your account" />
      </AuthCard>
    );
  }
  // Leaving while logging out would bounce the shopper to the login page.
  if (!user) {
    if (pendingFlow === 'logOut') return null;
    return <Navigate to={withReturnPath(path.login, location.pathname)} replace />;
  }

  const providers = user.providerData.map((p) => providerNames[p.providerId] ?? p.providerId);
  return (
    <AuthCard title="Your account" description="Your details and sign-in settings.">
      <AuthFailureAlert flows={['profile', 'logOut']} />
      <DetailTable aria-label="Your details">
        <DetailRow label="Name">{user.displayName || 'Not set'}</DetailRow>
        <DetailRow label="E-mail">{user.email ?? 'Not set'}</DetailRow>
        <DetailRow label="Verified">
          <Badge colorPalette={user.emailVerified ? 'green' : 'orange'}>
            {user.emailVerified ? 'E-mail verified' : 'Not verified yet'}
          </Badge>
        </DetailRow>
        <DetailRow label="Signs in with">{providers.join(', ') || 'E-mail and password'}</DetailRow>
      </DetailTable>
      <Heading as="h2" size="md">
        Change your display name
      </Heading>
      <DisplayNameForm user={user} />
      <Separator />
      <Stack gap="3">
        <Heading as="h2" size="md">
          {passwordChangeText.heading}
        </Heading>
        {hasPassword ? (
          <PasswordChange />
        ) : (
          <Text color="fg.muted">{passwordChangeText.googleOnly}</Text>
        )}
      </Stack>
      <Separator />
      <Button
        colorPalette="red"
        variant="subtle"
        onClick={() => auth.send({ type: 'logOut.submit' })}
        loading={pendingFlow === 'logOut'}
        loadingText="Signing out..."
      >
        Sign out
      </Button>
    </AuthCard>
  );
}
