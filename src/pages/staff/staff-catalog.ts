import { catalog } from '#src/services/catalog/catalog.ts';
import { activeProducts } from '#catalog/queries.ts';

/** A product staff can restock; `soldOut` by the catalog's count when the shop was built. */
export interface RestockableProduct {
  id: string;
  name: string;
  soldOut: boolean;
}

/** What the staff's reviews and stock pages read of the catalog (the server names only ids). */
export interface StaffCatalog {
  /** Every product's name by its id, those no longer sold included (their reviews stay). */
  names: Record<string, string>;
  /** The products on sale, sold-out ones first (what a restock is for), each group by name. */
  restockable: RestockableProduct[];
}

export async function staffCatalogLoader(): Promise<StaffCatalog> {
  const products = await catalog.products();
  return {
    names: Object.fromEntries(products.map((product) => [product.id, product.name])),
    restockable: activeProducts(products)
      .map(({ id, name, stockCount }) => ({ id, name, soldOut: stockCount === 0 }))
      .sort((a, b) => Number(b.soldOut) - Number(a.soldOut) || a.name.localeCompare(b.name)),
  };
}
