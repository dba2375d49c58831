import { useEffect, useState } from 'react';
import type { StaffProduct } from '#shop-api/staff-products.ts';
import { useStaffServer } from './server.ts';

/** The shop's products as a staff page waits for them: on their way, in, or refused. */
export type StaffProducts =
  | { status: 'loading' }
  | {
      status: 'loaded';
      /** Those no longer sold too. */
      products: StaffProduct[];
      /** Every product's name by its id: what the reviews and questions name. */
      names: Readonly<Record<string, string>>;
    }
  | { status: 'failed'; error: unknown };

/**
 * Every product the shop knows, asked of its server once the staff page is drawn (for staff
 * only, so never in a loader, which runs before the session is known): the browser never
 * downloads the catalog for them.
 */
export function useStaffProducts(): StaffProducts {
  const server = useStaffServer();
  const [state, setState] = useState<StaffProducts>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    server.listProducts().then(
      (products) =>
        current &&
        setState({
          status: 'loaded',
          products,
          names: Object.fromEntries(products.map(({ id, name }) => [id, name])),
        }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [server]);
  return state;
}

/** The products' names by id once they are in; none before, or when they could not come. */
export const namesOf = (products: StaffProducts): Readonly<Record<string, string>> =>
  products.status === 'loaded' ? products.names : {};
