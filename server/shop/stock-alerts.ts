import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RestockReceipt } from '#shop-api/restock.ts';
import type { StockAlertRequest } from '#shop-api/stock-alerts.ts';
import type { Mail, SendMail } from '#server/mail.ts';
import type { Db } from '#server/store/database.ts';
import { products, stockAlerts } from '#server/store/schema.ts';
import { ShopError } from './problems.ts';

// Back-in-stock alerts (docs/decisions/0029-back-in-stock-alerts.md).

const productNotSold = () =>
  new ShopError(404, 'not-found', 'The shop does not sell this product (any more).');

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
    throw new ShopError(409, 'in-stock', "It's in stock now: you can order it.");
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

/** A pending alert taken by a restock: the e-mail to send for it. */
export interface DueAlert {
  id: number;
  email: string;
  productId: string;
  productName: string;
}

/**
 * Adds `quantity` to the product's stock, its row locked. When the stock goes from 0 to more, the
 * product's pending alerts are taken in the same transaction (marked notified): two restocks at
 * once cannot both take them, so nobody gets the e-mail twice. The caller sends them after the
 * commit (`sendStockAlerts`).
 */
export async function restock(
  db: Db,
  productId: string,
  quantity: number,
): Promise<{ receipt: RestockReceipt; due: DueAlert[] }> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name, stock: products.stock, sold: products.sold })
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
            .returning({ id: stockAlerts.id, email: stockAlerts.email })
        : [];
    const due = taken
      .map((alert) => ({ ...alert, productId, productName: product.name }))
      .sort((a, b) => a.id - b.id);
    return { receipt: { productId, stock, notified: due.length }, due };
  });
}

/**
 * Sends one e-mail per taken alert. An e-mail the SMTP server refuses is logged by `onFailed` and
 * its alert re-opened (notified_at back to null), so the address waits for the next restock
 * instead of being dropped silently; unless the same address asked again meanwhile, whose new
 * request then stands. Taking before sending (rather than marking after each send) is what keeps
 * two restocks from sending twice; the price is that a server that dies between the commit and
 * the sending loses those e-mails (logged by nothing): rare, and shutdown waits for them.
 */
export async function sendStockAlerts(
  db: Db,
  sendMail: SendMail,
  due: readonly DueAlert[],
  mailOf: (alert: DueAlert) => Mail,
  onFailed: (alert: DueAlert, error: unknown) => void,
): Promise<void> {
  for (const alert of due) {
    try {
      await sendMail(mailOf(alert));
    } catch (error) {
      onFailed(alert, error);
      await db
        .update(stockAlerts)
        .set({ notifiedAt: null })
        .where(
          and(
            eq(stockAlerts.id, alert.id),
            sql`not exists (select 1 from ${stockAlerts} as waiting where waiting.product_id = ${alert.productId} and waiting.email = ${alert.email} and waiting.notified_at is null)`,
          ),
        );
    }
  }
}
