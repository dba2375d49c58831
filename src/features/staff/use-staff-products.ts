import { useCallback } from 'react';
import type { StaffProduct } from '#shop-api/staff-products.ts';
import { useStaffServer } from './server.ts';
import { useAnswer } from './use-answer.ts';

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
 * Every product the shop knows, asked of its server once the staff page is drawn: the browser
 * never downloads the catalog for them.
 */
export function useStaffProducts(): StaffProducts {
  const server = useStaffServer();
  const answer = useAnswer(useCallback(() => server.listProducts(), [server]));
  if (answer.status !== 'loaded') return answer;
  const products = answer.value;
  return {
    status: 'loaded',
    products,
    names: Object.fromEntries(products.map(({ id, name }) => [id, name])),
  };
}

/** The products' names by id once they are in; none before, or when they could not come. */
export const namesOf = (products: StaffProducts): Readonly<Record<string, string>> =>
  products.status === 'loaded' ? products.names : {};
