import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '#src/actors/use-auth.ts';
import { path } from '#src/routing/paths.ts';
import { accountText } from '#src/content/account.ts';

/** The signed-in shopper's name, opening a menu with their account and Log Out. */
export function AccountMenu({ label }: { label: string }) {
  const { logOut } = useAuth();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          maxW={{ base: '36', sm: '48' }}
          aria-label={accountText.menuLabel(label)}
        >
          <Text truncate>{label}</Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.Item value="account" asChild>
              <RouterLink to={path.account}>{accountText.account}</RouterLink>
            </Menu.Item>
            <Menu.Item value="log-out" onSelect={logOut}>
              {accountText.logOut}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
