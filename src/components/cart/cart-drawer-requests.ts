import { useEffect } from 'react';

/** Opens its drawer if its button is the one on screen; says whether it did. */
type DrawerOpener = () => boolean;

const openers = new Set<DrawerOpener>();

/**
 * Opens the cart drawer from outside the header (a toast's 'View cart'): the header's cart
 * button that is on screen (the desktop one or the phone's) opens its drawer.
 */
export function openCartDrawer(): void {
  for (const open of openers) if (open()) return;
}

/** Lets a cart button answer `openCartDrawer` while it is mounted. */
export function useCartDrawerRequests(open: DrawerOpener): void {
  useEffect(() => {
    openers.add(open);
    return () => {
      openers.delete(open);
    };
  }, [open]);
}
