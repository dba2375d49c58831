import { useEffect, useState } from 'react';
import type { Product } from '#catalog/product.ts';

/** Products by id as a component waits for them: on their way, in, or failed. */
export type ProductsState =
  | { status: 'loading' }
  | { status: 'loaded'; products: readonly Product[] }
  | { status: 'failed'; error: unknown };

interface Held {
  /** Each id answered, with its product, or null when the shop does not sell it. */
  answered: ReadonlyMap<string, Product | null>;
  error?: unknown;
}

/**
 * The products with `ids` the shop sells, in the order of `ids`, asked of the shop's server once
 * the component has drawn (`findProducts`). Ids answered once are not asked again: a list that
 * only shrinks or reorders (the comparison's) shows at once. For parts that are not the page's
 * first view, which never download the whole catalog.
 */
export function useProductsById(ids: readonly string[]): ProductsState {
  const [held, setHeld] = useState<Held>({ answered: new Map() });
  const unasked = ids.filter((id) => !held.answered.has(id));
  const key = unasked.join(',');
  useEffect(() => {
    if (key === '') return;
    let current = true;
    const asked = key.split(',');
    import('#src/services/catalog/find-products.ts')
      .then(({ findProducts }) => findProducts(asked))
      .then(
        ({ found }) => {
          if (!current) return;
          const byId = new Map(found.map((product) => [product.id, product]));
          setHeld((before) => ({
            answered: new Map([
              ...before.answered,
              ...asked.map((id) => [id, byId.get(id) ?? null] as const),
            ]),
          }));
        },
        (error: unknown) => current && setHeld((before) => ({ ...before, error })),
      );
    return () => {
      current = false;
    };
  }, [key]);
  if (unasked.length > 0) {
    return held.error === undefined
      ? { status: 'loading' }
      : { status: 'failed', error: held.error };
  }
  return { status: 'loaded', products: ids.flatMap((id) => held.answered.get(id) ?? []) };
}
