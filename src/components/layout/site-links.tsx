import { Button, Stack } from '@chakra-ui/react';
import { useAuth } from '../../app/use-auth';
import { accountText } from '../../content/messages';
import { shop } from '../../content/shop';
import { AppLink } from '../ui/app-link';

/** The menu's links (Products, Categories, About, Wishlist); a click also closes the drawer. */
export function MenuLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack as="nav" aria-label="Menu" gap="4">
      {shop.menuLinks.map((link) => (
        <AppLink key={link.to} to={link.to} onClick={onNavigate}>
          {link.label}
        </AppLink>
      ))}
    </Stack>
  );
}

/** A drawer's Log Out button for a signed-in shopper; it also closes the drawer. */
export function LogOutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const { logout } = useAuth();
  return (
    <Button
      variant="outline"
      onClick={() => {
        logout();
        onLoggedOut();
      }}
    >
      {accountText.logOut}
    </Button>
  );
}
