import { and, eq, isNull, sql } from 'drizzle-orm';
import { assertSold, changeUnits, productNotSold, readAvailability } from './locations.ts';
import type { RestockReceipt, RestockRequest } from '#shop-api/staff-stock.ts';
import type { StockAlertRequest } from '#shop-api/stock-alerts.ts';
import type { Db } from '#server/store/database.ts';
import { products, stockAlerts } from '#server/store/schema.ts';
import { ShopError } from './problems.ts';
import { refusals } from '#server/texts.ts';

// Back-in-stock alerts (docs/decisions/0029-back-in-stock-alerts.md).

/**
 * Keeps `request` until the product is back at its location: `created` false when this address
 * already waits for it there (one request, however often asked). A product the location has now
 * is refused: it can be ordered.
 */
export async function requestStockAlert(
  db: Db,
  request: StockAlertRequest,
): Promise<{ created: boolean }> {
  const [product] = await readAvailability(db, [request.productId]);
  if (!product) throw productNotSold();
  if (product.units[request.location] > 0) {
    throw new ShopError('in-stock', refusals.stockAlert.inStock);
  }
  const inserted = await db
    .insert(stockAlerts)
    .values({ productId: request.productId, email: request.email, location: request.location })
    .onConflictDoNothing({
      target: [stockAlerts.productId, stockAlerts.location, stockAlerts.email],
      where: isNull(stockAlerts.notifiedAt),
    })
    .returning({ id: stockAlerts.id });
  return { created: inserted.length > 0 };
}

/**
 * Adds `quantity` to the product's units at `location`. From none to some, the alerts waiting
 * there are taken in the same transaction and e-mailed by the job worker, retried until they go
 * (server/jobs/, `changeUnits`).
 */
export async function restock(
  db: Db,
  productId: string,
  { quantity, location }: RestockRequest,
): Promise<RestockReceipt> {
  return db.transaction(async (tx) => {
    await assertSold(tx, productId);
    const { units, notified } = await changeUnits(tx, location, productId, quantity);
    return { productId, location, stock: units, notified };
  });
}

/** An alert taken by a restock, with what its e-mail names. */
export async function takenAlert(db: Db, id: number) {
  const [alert] = await db
    .select({
      email: stockAlerts.email,
      productId: stockAlerts.productId,
      productName: products.name,
      location: stockAlerts.location,
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
