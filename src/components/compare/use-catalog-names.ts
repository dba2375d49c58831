import { useEffect, useState } from 'react';

/** The names of the products `ids` names, once the catalog has loaded (ids it lacks: none). */
export function useCatalogNames(ids: readonly string[]) {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const key = ids.join(',');
  useEffect(() => {
    if (key === '') return;
    let current = true;
    void import('#src/services/catalog/find-products.ts')
      .then(({ findProducts }) => findProducts(key.split(',')))
      .then(
        ({ found }) => {
          if (current) setNames(new Map(found.map((product) => [product.id, product.name])));
        },
        () => {},
      );
    return () => {
      current = false;
    };
  }, [key]);
  return names;
}
