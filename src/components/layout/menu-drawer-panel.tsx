import { Stack } from '@chakra-ui/react';
import { useAuth, useAuthNow } from '#src/actors/use-auth.ts';
import { SideDrawer } from '#src/components/ui/side-drawer.tsx';
import { headerText } from '#src/content/messages.ts';
import { ColorSchemeSwitch } from './color-scheme-switch.late.tsx';
import { LogOutButton, MenuLinks } from './site-links.tsx';

interface MenuDrawerPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The menu drawer itself: 16rem from the right, its links, and Log Out for a signed-in shopper. */
export function MenuDrawerPanel({ isOpen, onClose }: MenuDrawerPanelProps) {
  useAuthNow();
  const { isSignedIn } = useAuth();
  return (
    <SideDrawer title={headerText.menu} placement="end" isOpen={isOpen} onClose={onClose}>
      <Stack gap="6">
        <MenuLinks onNavigate={onClose} />
        <ColorSchemeSwitch labelled />
        {isSignedIn && <LogOutButton onLoggedOut={onClose} />}
      </Stack>
    </SideDrawer>
  );
}
