import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { timing } from '#machines/timing.ts';
import { shellText } from '#src/content/messages.ts';
import { useOpenAfterMount } from './use-open-after-mount.ts';

const slide = `${timing.drawerSlide}ms`;

interface SideDrawerProps {
  title: string;
  /** Which side it slides in from. */
  placement: 'start' | 'end';
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** The drawer's width: 16rem by default. */
  maxW?: string;
}

/**
 * A side drawer (16rem, a 300 ms slide) whose open state belongs to a machine: Escape,
 * the close button and a click outside all report `onClose`. Focus stays inside while it is open
 * and goes back to what opened it.
 */
export function SideDrawer({
  title,
  placement,
  isOpen,
  onClose,
  children,
  footer,
  maxW = '16rem',
}: SideDrawerProps) {
  const open = useOpenAfterMount(isOpen);
  return (
    <Drawer.Root placement={placement} open={open} onOpenChange={({ open }) => open || onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            maxW={maxW}
            _open={{ animationDuration: slide }}
            _closed={{ animationDuration: slide }}
          >
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer && <Drawer.Footer>{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={shellText.closeDrawer(title)} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
