import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { StaffProduct } from '#shop-api/staff-products.ts';
import type { CatalogEntry } from '#catalog/product.ts';
import type { Db } from '#server/store/database.ts';
import { products } from '#server/store/schema.ts';

/** A product as the catalog writes it, with the stock the server holds now. */
export const withStock = (entry: CatalogEntry, stock: number): CatalogEntry => ({
  ...entry,
  stockCount: stock,
  inStock: stock > 0,
});

/**
 * The products with `ids` the shop sells, in the catalog's form with their stock, in the order
 * asked; an id it does not sell (unknown, withdrawn or inactive) is left out.
 */
export async function readProducts(db: Db, ids: readonly string[]): Promise<CatalogEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ document: products.document, stock: products.stock })
    .from(products)
    .where(
      and(inArray(products.id, [...ids]), eq(products.sold, true), isNotNull(products.document)),
    );
  const byId = new Map(
    rows.flatMap(({ document, stock }) =>
      document?.isActive ? [[document.id, withStock(document, stock)] as const] : [],
    ),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every product the shop knows, sold or not: what its staff's pages name and choose. */
export const staffProducts = (db: Db): Promise<StaffProduct[]> =>
  db
    .select({ id: products.id, name: products.name, stock: products.stock, sold: products.sold })
    .from(products);
