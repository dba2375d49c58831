import { chakra } from '@chakra-ui/react';
import { useHydrated } from './use-hydrated.ts';

/**
 * A count kept in this browser (the cart's items, the saved products). A prerendered page has
 * none to show: it keeps the space of one digit, so nothing moves when the count appears.
 */
export function KeptCount({ count }: { count: number }) {
  const hydrated = useHydrated();
  return (
    <chakra.span visibility={hydrated ? undefined : 'hidden'}>{hydrated ? count : 0}</chakra.span>
  );
}
