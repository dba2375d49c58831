import { Button } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { disclosureMachine } from '../../../machines/disclosure/disclosure.machine';
import { selectIsOpen } from '../../../machines/disclosure/disclosure.selectors';

// The drawer's machinery loads when the shopper first opens it.
const MenuDrawerPanel = lazy(() =>
  import('./menu-drawer-panel').then((module) => ({ default: module.MenuDrawerPanel })),
);

/** The header's Menu button and its right-side drawer (spec §2, Desktop header). */
export function MenuDrawer() {
  const [snapshot, send] = useMachine(disclosureMachine, { input: {} });
  const isOpen = selectIsOpen(snapshot);
  // Once opened, the panel stays mounted so it can slide out and come back at once.
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => send({ type: 'disclosure.open' })}
      >
        Menu
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MenuDrawerPanel isOpen={isOpen} onClose={() => send({ type: 'disclosure.close' })} />
        </Suspense>
      )}
    </>
  );
}
