import { Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { failureMessage } from '#src/components/ui/load-states.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { isStaffRefusal, NotStaffNotice } from './staff-page.tsx';
import { useStaffProducts, type StaffProducts } from './use-staff-products.ts';

/**
 * What a staff page draws once the server has named the shop's products; a placeholder
 * meanwhile, and a refusal said as the page's forms say it.
 */
export function WithStaffProducts({
  loadingLabel,
  failedTitle,
  children,
}: {
  loadingLabel: string;
  failedTitle: string;
  children: (products: Extract<StaffProducts, { status: 'loaded' }>) => ReactNode;
}) {
  const products = useStaffProducts();
  if (products.status === 'loading') {
    return <Skeleton h="40" aria-busy="true" aria-label={loadingLabel} />;
  }
  if (products.status === 'failed') {
    return isStaffRefusal(products.error) ? (
      <NotStaffNotice />
    ) : (
      <Notice status="error" title={failedTitle}>
        {failureMessage(products.error)}
      </Notice>
    );
  }
  return children(products);
}
