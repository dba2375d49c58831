import { Badge, Button, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Navigate, useLocation } from 'react-router-dom';
import type { User } from '#machines/auth/auth.types.ts';
import { path } from '#src/routing/paths.ts';
import { useAuth, useAuthNow } from '#src/actors/use-auth.ts';
import { withReturnPath } from '#src/routing/return-path.ts';
import { AuthCard } from '#src/components/auth/auth-card.tsx';
import { AuthFailureAlert } from '#src/components/auth/auth-failure-alert.tsx';
import { useFailureClearedOnLeave } from '#src/components/auth/auth-page-hooks.ts';
import { PasswordChange } from '#src/components/auth/password-change.tsx';
import { accountText, passwordChangeText } from '#src/content/account.ts';
import { TextField } from '#src/components/form/text-field.tsx';
import { useForm } from '#src/forms/use-form.ts';
import { limits, maxLength, required } from '#src/forms/validation.ts';
import { RecentlyViewed } from '#src/components/product/recently-viewed.tsx';
import { DetailRow, DetailTable } from '#src/components/ui/detail-table.tsx';
import { EmailConfirmation } from '#src/components/account/email-confirmation.tsx';
import { YourOrders } from '#src/features/orders/your-orders.tsx';
import type { PageRoute } from '#src/routing/load-page-module.ts';

const nameForm = {
  displayName: {
    label: accountText.displayName,
    rules: [required, maxLength(limits.nameMax * 2)],
  },
};

function DisplayNameForm({ user }: { user: User }) {
  const { updateDisplayName, pendingFlow } = useAuth();
  const form = useForm(nameForm, { displayName: user.displayName ?? '' });
  return (
    <form
      noValidate
      aria-label={accountText.changeDisplayName}
      onSubmit={form.handleSubmit(({ displayName }) => updateDisplayName(displayName.trim()))}
    >
      <Stack gap="3">
        <TextField {...form.textField('displayName')} autoComplete="name" required />
        <Button
          type="submit"
          variant="outline"
          alignSelf="flex-start"
          loading={pendingFlow === 'profile'}
          loadingText={accountText.saving}
        >
          {accountText.saveName}
        </Button>
      </Stack>
    </form>
  );
}

/** The signed-in shopper's account; a signed-out visitor is sent to log in and brought back. */
export function AccountPage() {
  useAuthNow();
  const { user, loading, pendingFlow, hasPassword, logOut } = useAuth();
  const location = useLocation();
  useFailureClearedOnLeave();

  if (loading) {
    return (
      <AuthCard title={accountText.title} description={accountText.description}>
        <Skeleton h="40" role="status" aria-busy="true" aria-label={accountText.loading} />
      </AuthCard>
    );
  }
  // Leaving while logging out would bounce the shopper to the login page.
  if (!user) {
    if (pendingFlow === 'logOut') return null;
    return <Navigate to={withReturnPath(path.login, location.pathname)} replace />;
  }

  const providers = user.providerData.map(
    (p) => accountText.providers[p.providerId] ?? p.providerId,
  );
  return (
    <AuthCard title={accountText.title} description={accountText.description}>
      <AuthFailureAlert flows={['profile', 'logOut']} />
      <DetailTable aria-label={accountText.details}>
        <DetailRow label={accountText.name}>{user.displayName || accountText.notSet}</DetailRow>
        <DetailRow label={accountText.email}>{user.email ?? accountText.notSet}</DetailRow>
        <DetailRow label={accountText.verified}>
          <Badge colorPalette={user.emailVerified ? 'green' : 'orange'}>
            {user.emailVerified ? accountText.emailVerified : accountText.notVerified}
          </Badge>
        </DetailRow>
        <DetailRow label={accountText.signsInWith}>
          {providers.join(', ') || accountText.providers.password}
        </DetailRow>
      </DetailTable>
      {!user.emailVerified && user.email && (
        <>
          <Separator />
          <EmailConfirmation email={user.email} />
        </>
      )}
      <Separator />
      <YourOrders />
      <RecentlyViewed summary />
      <Separator />
      <Heading as="h2" size="md">
        {accountText.changeDisplayName}
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
        onClick={logOut}
        loading={pendingFlow === 'logOut'}
        loadingText={accountText.signingOut}
      >
        {accountText.signOut}
      </Button>
    </AuthCard>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { Component: AccountPage };
