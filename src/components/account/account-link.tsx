import { Button, Flex, Menu, Portal, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  selectIsLoading,
  selectIsUnavailable,
  selectUserLabel,
} from '../../../machines/auth/auth.selectors';
import { AuthActor } from '../../app/auth-actor';
import { path } from '../../app/paths';
import { withReturnPath } from '../../app/return-path';
import { accountText } from '../../content/messages';
import { AppLink } from '../ui/app-link';

/** The signed-in shopper's name, opening a menu with their account and Log Out. */
function AccountMenu({ label }: { label: string }) {
  const authActor = AuthActor.useActorRef();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" maxW="48" aria-label={accountText.menuLabel(label)}>
          <Text truncate>{label}</Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.Item value="account" asChild>
              <RouterLink to={path.account}>{accountText.account}</RouterLink>
            </Menu.Item>
            <Menu.Item value="log-out" onSelect={() => authActor.send({ type: 'logOut.submit' })}>
              {accountText.logOut}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The header's account slot, rendered from the session machine. */
export function AccountLink() {
  const isLoading = AuthActor.useSelector(selectIsLoading);
  const isUnavailable = AuthActor.useSelector(selectIsUnavailable);
  const userLabel = AuthActor.useSelector(selectUserLabel);
  const authActor = AuthActor.useActorRef();
  const { pathname, search } = useLocation();

  if (isLoading) {
    // Same size as the link it stands for, so the header does not shift when the session is known.
    return <Skeleton h="5" w="36" aria-busy="true" aria-label={accountText.checking} />;
  }
  if (isUnavailable) {
    return (
      <Flex align="center" gap="2" role="status">
        <Text textStyle="sm" color="fg.muted">
          {accountText.unavailable}
        </Text>
        <Button size="xs" variant="outline" onClick={() => authActor.send({ type: 'auth.retry' })}>
          {accountText.retry}
        </Button>
      </Flex>
    );
  }
  if (userLabel) return <AccountMenu label={userLabel} />;
  // Back to this page after logging in, unless this is an auth page already.
  const loginPath = pathname.startsWith('/auth/')
    ? path.login
    : withReturnPath(path.login, `${pathname}${search}`);
  return <AppLink to={loginPath}>{accountText.signIn}</AppLink>;
}
