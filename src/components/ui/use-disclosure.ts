import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { disclosureMachine } from '../../../machines/disclosure/disclosure.machine';
import { selectIsOpen } from '../../../machines/disclosure/disclosure.selectors';
import { inspect } from '../../app/inspect';

/**
 * True from the first time `isOpen` is true: a lazily loaded panel loads on first open, then
 * stays mounted to animate out and open again at once.
 */
export function useMountedOnceOpen(isOpen: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  if (isOpen && !mounted) setMounted(true);
  return mounted || isOpen;
}

/** A button that opens a drawer or dialog, on the disclosure machine. */
export function useDisclosure() {
  const [snapshot, send] = useMachine(disclosureMachine, { input: {}, inspect });
  const isOpen = selectIsOpen(snapshot);

  return {
    isOpen,
    mounted: useMountedOnceOpen(isOpen),
    close: () => send({ type: 'disclosure.close' }),
    triggerProps: {
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      onClick: () => send({ type: 'disclosure.open' }),
    } as const,
  };
}
