import { eq, inArray } from 'drizzle-orm';
import type { StockLevel } from '#shop-api/stock.ts';
import type { Db } from '#server/store/database.ts';
import { products } from '#server/store/schema.ts';
import { priceNow } from '#shop-api/offer-rules.ts';
import { listedInColumns, runningSales, saleOf } from './offers.ts';

/**
 * Live price and stock of the products asked for, a sale's price at `now` with the sale; an id
 * the shop does not know is left out.
 */
export async function readStock(db: Db, ids: readonly string[], now: Date): Promise<StockLevel[]> {
  if (ids.length === 0) return [];
  const [rows, sales] = await Promise.all([
    db
      .select({
        id: products.id,
        priceCents: products.priceCents,
        stock: products.stock,
        sold: products.sold,
        ...listedInColumns,
      })
      .from(products)
      .where(inArray(products.id, [...ids])),
    runningSales(db, now),
  ]);
  return rows.map(({ id, stock, sold, ...product }) => {
    const price = priceNow({ id, ...product }, sales, now);
    const sale = saleOf(price);
    return { productId: id, priceCents: price.priceCents, stock, sold, ...(sale && { sale }) };
  });
}

/** Every product on sale, by id, with its stock now: what a listing or a search shows. */
export async function soldStock(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: products.id, stock: products.stock })
    .from(products)
    .where(eq(products.sold, true));
  return new Map(rows.map(({ productId, stock }) => [productId, stock]));
}
