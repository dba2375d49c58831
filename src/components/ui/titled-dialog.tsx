import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * What every titled dialog of the shop draws inside its `Dialog.Root`: the backdrop, the panel
 * with a margin on a phone, its title, then `children` (its body, footer and close button).
 */
export function TitledDialogContent({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content mx="3">
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          {children}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
