import { eq, inArray } from 'drizzle-orm';
import type { StockLevel } from '#shop-api/stock.ts';
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

/** Every product on sale, by id, with its stock now: what a listing or a search shows. */
export async function soldStock(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: products.id, stock: products.stock })
    .from(products)
    .where(eq(products.sold, true));
  return new Map(rows.map(({ productId, stock }) => [productId, stock]));
}
