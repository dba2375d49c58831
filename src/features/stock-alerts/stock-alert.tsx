import { Box } from '@chakra-ui/react';
import { afterStartPart } from '#src/components/ui/after-start-part.tsx';
import type { StockAlertFormProps } from './stock-alert-form.late.tsx';
import type { StoreAlertProps } from './store-alert.late.tsx';

/** The form's code, fetched once a sold-out product's page has started: no other page needs it. */
const StockAlertPart = afterStartPart<StockAlertFormProps>(() =>
  import('./stock-alert-form.late.tsx').then((part) => part.StockAlertForm),
);

/**
 * "Notify me when it's back" on a sold-out product (docs/decisions/0029-back-in-stock-alerts.md).
 * Not in the prerendered HTML; its place is kept at the form's height, so nothing below moves
 * when it arrives, and nothing above it ever does.
 */
export function StockAlert({ productId }: { productId: string }) {
  return (
    <Box minH={{ base: '15rem', sm: '10.5rem' }}>
      <StockAlertPart productId={productId} />
    </Box>
  );
}

/**
 * "Notify me" for one store where the product is not in stock, given to "Where to get it" by the
 * product page: it draws nothing until its code has arrived after start.
 */
export const StoreStockAlert = afterStartPart<StoreAlertProps>(() =>
  import('./store-alert.late.tsx').then((part) => part.StoreAlert),
);
