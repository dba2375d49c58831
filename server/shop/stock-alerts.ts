import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RestockReceipt } from '#shop-api/staff-stock.ts';
import type { StockAlertRequest } from '#shop-api/stock-alerts.ts';
import { queueJob } from '#server/jobs/queue.ts';
import type { Db } from '#server/store/database.ts';
import { products, stockAlerts } from '#server/store/schema.ts';
import { ShopError } from './problems.ts';
import { refusals } from '#server/texts.ts';

// Back-in-stock alerts (docs/decisions/0029-back-in-stock-alerts.md).

const productNotSold = () => new ShopError('not-found', refusals.stockAlert.notSold);

/**
 * Keeps `request` until the product is back: `created` false when this address already waits for
 * it (one request, however often asked). A product in stock now is refused: it can be ordered.
 */
export async function requestStockAlert(
  db: Db,
  request: StockAlertRequest,
): Promise<{ created: boolean }> {
  const [product] = await db
    .select({ stock: products.stock, sold: products.sold })
    .from(products)
    .where(eq(products.id, request.productId));
  if (!product?.sold) throw productNotSold();
  if (product.stock > 0) {
    throw new ShopError('in-stock', refusals.stockAlert.inStock);
  }
  const inserted = await db
    .insert(stockAlerts)
    .values({ productId: request.productId, email: request.email })
    .onConflictDoNothing({
      target: [stockAlerts.productId, stockAlerts.email],
      where: isNull(stockAlerts.notifiedAt),
    })
    .returning({ id: stockAlerts.id });
  return { created: inserted.length > 0 };
}

/**
 * Adds `quantity` to the product's stock, its row locked. When the stock goes from 0 to more, the
 * product's pending alerts are taken in the same transaction (marked notified) and an e-mail
 * queued for each: two restocks at once cannot both take them, and the e-mails are sent by the
 * job worker, retried until they go (server/jobs/).
 */
export async function restock(
  db: Db,
  productId: string,
  quantity: number,
): Promise<RestockReceipt> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ stock: products.stock, sold: products.sold })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product?.sold) throw productNotSold();
    const stock = product.stock + quantity;
    await tx
      .update(products)
      .set({ stock, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    const taken =
      product.stock === 0
        ? await tx
            .update(stockAlerts)
            .set({ notifiedAt: sql`now()` })
            .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt)))
            .returning({ id: stockAlerts.id })
        : [];
    for (const { id } of taken.sort((a, b) => a.id - b.id)) {
      await queueJob(tx, 'back-in-stock', id);
    }
    return { productId, stock, notified: taken.length };
  });
}

/** An alert taken by a restock, with what its e-mail names. */
export async function takenAlert(db: Db, id: number) {
  const [alert] = await db
    .select({
      email: stockAlerts.email,
      productId: stockAlerts.productId,
      productName: products.name,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(stockAlerts.id, id));
  if (!alert) throw new Error(`no stock alert ${id}`);
  return alert;
}

/**
 * Opens again an alert whose e-mail could not be sent at all (the job was given up), so the
 * address waits for the next restock instead of being dropped silently; unless the same address
 * asked again meanwhile, whose new request then stands.
 */
export async function reopenAlert(db: Db, id: number): Promise<void> {
  await db
    .update(stockAlerts)
    .set({ notifiedAt: null })
    .where(
      and(
        eq(stockAlerts.id, id),
        sql`not exists (select 1 from ${stockAlerts} as waiting where waiting.product_id = ${stockAlerts.productId} and waiting.email = ${stockAlerts.email} and waiting.notified_at is null)`,
      ),
    );
}
