import { inArray, sql } from 'drizzle-orm';
import type { StockLevel } from '#shop-api/orders.ts';
import type { Db } from '#server/store/database.ts';
import { products } from '#server/store/schema.ts';

/** Live price and stock of the products asked for; an id the shop does not know is left out. */
export async function readStock(db: Db, ids: readonly string[]): Promise<StockLevel[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      productId: products.id,
      priceCents: products.priceCents,
      stock: products.stock,
      sold: products.sold,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return rows;
}

export interface CatalogProduct {
  id: string;
  name: string;
  priceCents: number;
  stockCount: number;
  /** The catalog's rating (4.7) and how many ratings it counts. */
  rating: number;
  reviewCount: number;
}

/**
 * Brings the products table in line with the catalog: a new product arrives with the catalog's
 * price and stock; a known one takes the catalog's name, price and rating but keeps the server's stock
 * (the server owns it once sold); one gone from the catalog is no longer sold.
 */
export async function syncProducts(db: Db, catalog: readonly CatalogProduct[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (catalog.length > 0) {
      await tx
        .insert(products)
        .values(
          catalog.map((product) => ({
            id: product.id,
            name: product.name,
            priceCents: product.priceCents,
            stock: product.stockCount,
            catalogRatingTenths: Math.round(product.rating * 10),
            catalogRatingCount: product.reviewCount,
          })),
        )
        .onConflictDoUpdate({
          target: products.id,
          set: {
            name: sql`excluded.name`,
            priceCents: sql`excluded.price_cents`,
            catalogRatingTenths: sql`excluded.catalog_rating_tenths`,
            catalogRatingCount: sql`excluded.catalog_rating_count`,
            sold: true,
            updatedAt: sql`now()`,
          },
        });
    }
    const ids = catalog.map((product) => product.id);
    await tx
      .update(products)
      .set({ sold: false })
      .where(ids.length > 0 ? sql`${products.id} not in ${ids}` : sql`true`);
  });
}
