import { Button, Flex, Skeleton, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '#src/actors/use-auth.ts';
import { path } from '#src/routing/paths.ts';
import { withReturnPath } from '#src/routing/return-path.ts';
import { startAuthNow } from '#src/services/firebase/index.ts';
import { accountText } from '#src/content/account.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { lazyPart } from '#src/components/ui/lazy-part.tsx';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';

// The menu's machinery loads only for signed-in shoppers. Without it (offline) their name links
// to the account page, which has Log Out too.
const AccountMenu = lazyPart(
  () => import('./account-menu.tsx').then((module) => module.AccountMenu),
  {
    loading: ({ label }) => (
      <Skeleton h="8" w="36" role="status" aria-busy="true" aria-label={label} />
    ),
    failed: ({ label }) => <AppLink to={path.account}>{label}</AppLink>,
  },
);

/** The header's account slot, rendered from the session machine. */
export function AccountLink() {
  const { loading, isUnavailable, userLabel, retry } = useAuth();
  const { pathname, search } = useLocation();
  // A prerendered page knows no session: until hydration, as while the session is checked.
  const hydrated = useHydrated();

  if (loading || !hydrated) {
    // As wide as the slot the header keeps for the account control, so nothing shifts when the
    // session is known. A pointer on its way here starts the session without waiting for idle.
    return (
      <Skeleton
        h="5"
        w="36"
        // A status, so it may have a name: a bare div may not (ARIA).
        role="status"
        aria-busy="true"
        aria-label={accountText.checking}
        onPointerEnter={startAuthNow}
      />
    );
  }
  if (isUnavailable) {
    return (
      <Flex align="center" gap="2" role="status">
        <Text textStyle="sm" color="fg.muted">
          {accountText.unavailable}
        </Text>
        <Button size="xs" variant="outline" onClick={retry}>
          {accountText.retry}
        </Button>
      </Flex>
    );
  }
  if (userLabel) {
    return <AccountMenu label={userLabel} />;
  }
  // Back to this page after logging in; withReturnPath drops auth pages and other sites. A browser
  // that holds no session shows this without Firebase (kept-session.ts): a pointer or focus on
  // the way to it loads Firebase for the login page.
  return (
    <AppLink
      to={withReturnPath(path.login, `${pathname}${search}`)}
      onPointerEnter={startAuthNow}
      onFocus={startAuthNow}
    >
      {accountText.signIn}
    </AppLink>
  );
}
