import { TitledDialogContent } from '#src/components/ui/titled-dialog.tsx';
import { Button, CloseButton, Dialog, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { storeOf, type StoreId } from '#shop-api/stores.ts';
import { stockAlertText } from '#src/features/stock-alerts/text.ts';
import { StockAlertFields } from './stock-alert-form.late.tsx';

export interface StoreAlertProps {
  productId: string;
  storeId: StoreId;
}

/**
 * "Notify me" beside a store's "Not in stock" in "Where to get it": a dialog with the request
 * for that store, so the section's space, kept from the prerendered page, never changes.
 */
export function StoreAlert({ productId, storeId }: StoreAlertProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const store = storeOf(storeId);
  if (!store) return null;
  const title = stockAlertText.headingAt(store.name);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: nowOpen }) => setOpen(nowOpen)}
      ids={{ title: titleId }}
    >
      <Dialog.Trigger asChild>
        {/* One line with the badge: the place's box keeps its height. */}
        <Button
          variant="plain"
          size="sm"
          h="6"
          px="1"
          colorPalette="blue"
          textDecoration="underline"
          // The store in its name too: four buttons read "Notify me" on one page.
          aria-label={title}
        >
          {stockAlertText.submit}
        </Button>
      </Dialog.Trigger>
      <TitledDialogContent title={title}>
        <Dialog.Body pb="6">
          <Stack gap="3">
            <StockAlertFields productId={productId} location={storeId} labelledBy={titleId} />
          </Stack>
        </Dialog.Body>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label={stockAlertText.close} />
        </Dialog.CloseTrigger>
      </TitledDialogContent>
    </Dialog.Root>
  );
}
