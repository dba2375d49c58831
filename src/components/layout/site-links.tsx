import { Button, Stack } from '@chakra-ui/react';
import { useAuth } from '#src/actors/use-auth.ts';
import { headerText } from '#src/content/messages.ts';
import { accountText } from '#src/content/account.ts';
import { shop } from '#src/content/shop.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';

/** The menu's links (Products, Categories, About, Wishlist); a click also closes the drawer. */
export function MenuLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack as="nav" aria-label={headerText.menu} gap="4">
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
  const { logOut } = useAuth();
  return (
    <Button
      variant="outline"
      onClick={() => {
        logOut();
        onLoggedOut();
      }}
    >
      {accountText.logOut}
    </Button>
  );
}
