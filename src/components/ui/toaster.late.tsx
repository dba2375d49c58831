import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { timing } from '#machines/timing.ts';
import { shellText } from '#src/content/messages.ts';
import { afterNextPaint } from './after-next-paint.ts';

// Loaded after the first paint (see notify.ts): the toast machinery is not needed to show a page.

/**
 * A phone's screen: the product page's stepper, Add to Cart and heart fill its width around the
 * middle and bottom, where a bottom toast would cover them; its toasts show at the top, below the
 * phone's header (3.5rem and its border), so its search, wishlist and cart stay in reach. Read in
 * JS, not as a responsive prop: the toaster takes its placement as an option, not as a style.
 */
const PHONE_SCREEN = '(max-width: 47.99em)';
const onPhone = globalThis.matchMedia?.(PHONE_SCREEN).matches ?? false;
const BELOW_PHONE_HEADER = { top: '4rem', right: '1rem', bottom: '1rem', left: '1rem' };

/**
 * The shop's toasts: bottom-right (at the top on a phone, below its header, read as the toaster
 * loads), at most 3 at once, 4000 ms, 14 px apart (docs/decisions/0016-what-is-shown-when.md).
 */
export const toaster = createToaster({
  placement: onPhone ? 'top' : 'bottom-end',
  ...(onPhone && { offsets: BELOW_PHONE_HEADER }),
  max: 3,
  duration: timing.toast.duration,
  gap: 14,
  removeDelay: timing.toast.removeDelay,
  pauseOnPageIdle: true,
});

/** The toasts' container's own style; the prerendered page carries its CSS (`late-styles.tsx`). */
export const toastGroupLook = { insetInline: { mdDown: '4' } } as const;

/**
 * Renders the toasts; mount once, near the root. `onShown` is called once it has been painted:
 * toasts asked for so far wait for its live region (`notify.ts`).
 */
export function Toaster({ onShown }: { onShown: () => void }) {
  useEffect(() => afterNextPaint(onShown), [onShown]);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} {...toastGroupLook}>
        {(toast) => (
          <Toast.Root width={{ md: '356px' }}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="brand.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && (
              <Toast.ActionTrigger minH="11">{toast.action.label}</Toast.ActionTrigger>
            )}
            {toast.closable && <Toast.CloseTrigger aria-label={shellText.dismissNotification} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
