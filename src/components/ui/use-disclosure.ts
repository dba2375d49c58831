import { useMachine } from '@xstate/react';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { disclosureMachine } from '#machines/disclosure/disclosure.machine.ts';
import { selectIsOpen } from '#machines/disclosure/disclosure.selectors.ts';
import { inspect } from '#src/actors/inspect.ts';

/**
 * True from the first time `isOpen` is true: a lazily loaded panel loads on first open, then
 * stays mounted to animate out and open again at once.
 */
export function useMountedOnceOpen(isOpen: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  if (isOpen && !mounted) setMounted(true);
  return mounted || isOpen;
}

/**
 * The trigger's Escape: while a lazily loaded panel is still on its way, focus is still on the
 * trigger and nothing else listens for the key, so without this the panel would open after the
 * shopper had already dismissed it. Once the panel is up, it has focus and handles Escape itself.
 */
export const closeOnEscape =
  (isOpen: boolean, close: () => void) => (event: KeyboardEvent<HTMLElement>) => {
    if (isOpen && event.key === 'Escape') close();
  };

/**
 * A button that opens a drawer or dialog, on the disclosure machine; `systemId` names it in
 * `?inspect` ('cartDrawer', ...).
 */
export function useDisclosure(systemId: string) {
  const [snapshot, send] = useMachine(disclosureMachine, { inspect, systemId });
  const isOpen = selectIsOpen(snapshot);

  // Kept the same across renders: a subscriber may hold it (the cart's 'View cart').
  const open = useCallback(() => send({ type: 'disclosure.open' }), [send]);
  const close = () => send({ type: 'disclosure.close' });

  return {
    isOpen,
    mounted: useMountedOnceOpen(isOpen),
    open,
    close,
    triggerProps: {
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      onClick: open,
      onKeyDown: closeOnEscape(isOpen, close),
    } as const,
  };
}
