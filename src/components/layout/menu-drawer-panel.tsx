import { Stack } from '@chakra-ui/react';
import { selectIsSignedIn } from '../../../machines/auth/auth.selectors';
import { AuthActor } from '../../app/auth-actor';
import { useAuthNow } from '../../app/use-auth';
import { SideDrawer } from '../ui/side-drawer';
import { LogOutButton, MenuLinks } from './site-links';

interface MenuDrawerPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The menu drawer itself: 16rem from the right, its links, and Log Out for a signed-in shopper. */
export function MenuDrawerPanel({ isOpen, onClose }: MenuDrawerPanelProps) {
  useAuthNow();
  const isSignedIn = AuthActor.useSelector(selectIsSignedIn);
  return (
    <SideDrawer title="Menu" placement="end" isOpen={isOpen} onClose={onClose}>
      <Stack gap="6">
        <MenuLinks onNavigate={onClose} />
        {isSignedIn && <LogOutButton onLoggedOut={onClose} />}
      </Stack>
    </SideDrawer>
  );
}
