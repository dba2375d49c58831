import { Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { selectIsSignedIn } from '../../../machines/auth/auth.selectors';
import { timing } from '../../../machines/timing';
import { AuthActor } from '../../app/auth-actor';
import { useAuth } from '../../app/use-auth';
import { path } from '../../app/paths';
import { accountText } from '../../content/messages';
import { AppLink } from '../ui/app-link';

const slide = `${timing.drawerSlide}ms`;

const menuLinks = [
  { to: path.products, label: 'Products' },
  { to: path.categories, label: 'Categories' },
  { to: path.about, label: 'About' },
  { to: path.wishlist, label: 'Wishlist' },
];

interface MenuDrawerPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The menu drawer itself: 16rem from the right, its links, and Log Out for a signed-in shopper. */
export function MenuDrawerPanel({ isOpen, onClose }: MenuDrawerPanelProps) {
  const isSignedIn = AuthActor.useSelector(selectIsSignedIn);
  const { logout } = useAuth();

  return (
    <Drawer.Root placement="end" open={isOpen} onOpenChange={({ open }) => open || onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            maxW="16rem"
            _open={{ animationDuration: slide }}
            _closed={{ animationDuration: slide }}
          >
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Menu" gap="4">
                {menuLinks.map((link) => (
                  <AppLink key={link.to} to={link.to} onClick={onClose}>
                    {link.label}
                  </AppLink>
                ))}
                {isSignedIn && (
                  <Button
                    variant="outline"
                    onClick={() => {
                      logout();
                      onClose();
                    }}
                  >
                    {accountText.logOut}
                  </Button>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
