import { useEffect, useState } from 'react';
import type { Product } from '#catalog/product.ts';
import { catalog } from '#src/services/catalog/catalog.ts';

/** The catalog as a component waits for it: not yet asked or on its way, in, or failed. */
export type CatalogState =
  | { status: 'loading' }
  | { status: 'loaded'; products: readonly Product[] }
  | { status: 'failed'; error: unknown };

/**
 * The catalog's products, asked for once `wanted`, after the component has drawn: for parts that
 * are not the page's first view (a page's loader data is written into its prerendered HTML, and
 * the whole catalog does not belong there).
 */
export function useCatalogProducts(wanted = true): CatalogState {
  const [state, setState] = useState<CatalogState>({ status: 'loading' });
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    catalog.products().then(
      (products) => current && setState({ status: 'loaded', products }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return state;
}
