import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ProductStock, TransferRequest } from '#shop-api/staff-stock.ts';
import type { Availability } from '#shop-api/availability.ts';
import { locationIds, storeIds, type LocationId, type StoreId } from '#shop-api/stores.ts';
import { TRANSFERS_LISTED } from '#shop-api/staff-stock.ts';
import type { Db, Tx } from '#server/store/database.ts';
import { products, stockAlerts, stockTransfers, storeStock } from '#server/store/schema.ts';
import { queueJob } from '#server/jobs/queue.ts';
import { ShopError } from './problems.ts';
import { refusals } from '#server/texts.ts';

// Units at the shop's locations (docs/decisions/0043-stock-per-store.md): the warehouse's are the
// products' own `stock`, each store's a row of `store_stock` (none: no units). Every change of
// units goes through here, on rows the caller's transaction has locked.

const isStore = (location: LocationId): location is StoreId => location !== 'warehouse';

/**
 * Units of `ids` at a store (a product without a row has none). With `lock`, its rows are locked
 * for the transaction in id order, as the products' rows are: two orders never deadlock.
 */
export async function storeUnits(
  db: Db | Tx,
  store: StoreId,
  ids: readonly string[],
  { lock = false } = {},
): Promise<Map<string, number>> {
  const query = db
    .select({ productId: storeStock.productId, units: storeStock.units })
    .from(storeStock)
    .where(and(eq(storeStock.storeId, store), inArray(storeStock.productId, [...ids])))
    .orderBy(asc(storeStock.productId));
  const rows = await (lock ? query.for('update') : query);
  return new Map(rows.map(({ productId, units }) => [productId, units]));
}

/**
 * The ids of the products `store` has units of now: what a listing narrowed to the store keeps.
 * One read of the store's rows (its index leads with the store), not one per product.
 */
export async function stockedAt(db: Db, store: StoreId): Promise<Set<string>> {
  const rows = await db
    .select({ productId: storeStock.productId })
    .from(storeStock)
    .where(and(eq(storeStock.storeId, store), gt(storeStock.units, 0)));
  return new Set(rows.map(({ productId }) => productId));
}

/**
 * Adds `delta` units (fewer when negative) of a product at a location, and what that location has
 * after. Taking more than there are breaks the tables' check: callers take only what they counted
 * on locked rows. Units arriving where there were none take the alerts of the shoppers waiting
 * for the product there, in the same transaction (`notified`: how many e-mails are queued).
 */
export async function changeUnits(
  tx: Tx,
  location: LocationId,
  productId: string,
  delta: number,
): Promise<{ units: number; notified: number }> {
  const [row] = !isStore(location)
    ? await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: sql`now()` })
        .where(eq(products.id, productId))
        .returning({ units: products.stock })
    : delta < 0
      ? // Taken from a row that exists (the caller counted it): an insert's row would break the check.
        await tx
          .update(storeStock)
          .set({ units: sql`${storeStock.units} + ${delta}`, updatedAt: sql`now()` })
          .where(and(eq(storeStock.productId, productId), eq(storeStock.storeId, location)))
          .returning({ units: storeStock.units })
      : await tx
          .insert(storeStock)
          .values({ productId, storeId: location, units: delta })
          .onConflictDoUpdate({
            target: [storeStock.productId, storeStock.storeId],
            set: { units: sql`${storeStock.units} + ${delta}`, updatedAt: sql`now()` },
          })
          .returning({ units: storeStock.units });
  const units = row?.units ?? 0;
  const arrived = delta > 0 && units === delta;
  return { units, notified: arrived ? await takeWaitingAlerts(tx, location, productId) : 0 };
}

/**
 * Marks the alerts waiting for a product at a location as notified and queues an e-mail for each
 * (server/jobs/), on the row the caller changed: two arrivals at once cannot both take them.
 */
async function takeWaitingAlerts(tx: Tx, location: LocationId, productId: string) {
  const taken = await tx
    .update(stockAlerts)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        eq(stockAlerts.productId, productId),
        eq(stockAlerts.location, location),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .returning({ id: stockAlerts.id });
  for (const { id } of taken.sort((a, b) => a.id - b.id)) {
    await queueJob(tx, 'back-in-stock', id);
  }
  return taken.length;
}

/** Units of `productId` at `location`, its row locked (none for a store without a row). */
async function lockedUnitsAt(tx: Tx, location: LocationId, productId: string) {
  if (isStore(location)) {
    return (await storeUnits(tx, location, [productId], { lock: true })).get(productId) ?? 0;
  }
  const [row] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row?.stock ?? 0;
}

/** Each product's units at every location, for the products among `ids` the shop sells. */
export async function readAvailability(
  db: Db | Tx,
  ids: readonly string[],
): Promise<Availability[]> {
  if (ids.length === 0) return [];
  const [sold, atStores] = await Promise.all([
    db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(and(inArray(products.id, [...ids]), eq(products.sold, true))),
    db
      .select({
        productId: storeStock.productId,
        storeId: storeStock.storeId,
        units: storeStock.units,
      })
      .from(storeStock)
      .where(inArray(storeStock.productId, [...ids])),
  ]);
  return sold.map(({ id, stock }) => {
    const units: Availability['units'] = {
      warehouse: stock,
      ...(Object.fromEntries(storeIds.map((store) => [store, 0])) as Record<StoreId, number>),
    };
    for (const row of atStores) if (row.productId === id) units[row.storeId] = row.units;
    return { productId: id, units };
  });
}

export const productNotSold = () => new ShopError('not-found', refusals.stockAlert.notSold);

/** Refuses a product the shop does not sell (any more): no units are changed for it. */
export async function assertSold(tx: Tx, productId: string) {
  const [product] = await tx
    .select({ sold: products.sold })
    .from(products)
    .where(eq(products.id, productId));
  if (!product?.sold) throw productNotSold();
}

/** A product's units at every location and its latest transfers, for staff. */
export async function productStock(db: Db | Tx, productId: string): Promise<ProductStock> {
  const [entry] = await readAvailability(db, [productId]);
  if (!entry) throw productNotSold();
  const transfers = await db
    .select()
    .from(stockTransfers)
    .where(eq(stockTransfers.productId, productId))
    .orderBy(desc(stockTransfers.id))
    .limit(TRANSFERS_LISTED);
  return {
    productId,
    locations: locationIds.map((location) => ({ location, units: entry.units[location] })),
    transfers: transfers.map(({ id, at, from, to, quantity }) => ({
      id,
      at: at.toISOString(),
      from,
      to,
      quantity,
    })),
  };
}

/**
 * Moves units from one location to another in one transaction with its record: both rows are
 * locked (in the locations' own order, so two transfers the other way round never deadlock) and
 * the source must have them.
 */
export async function transferUnits(
  db: Db,
  { productId, from, to, quantity }: TransferRequest,
  staffUid: string,
): Promise<ProductStock> {
  return db.transaction(async (tx) => {
    await assertSold(tx, productId);
    const ordered = [from, to].sort((a, b) => locationIds.indexOf(a) - locationIds.indexOf(b));
    const units = new Map<LocationId, number>();
    for (const location of ordered)
      units.set(location, await lockedUnitsAt(tx, location, productId));
    const available = units.get(from) ?? 0;
    if (available < quantity) {
      throw new ShopError('too-few-units', refusals.stock.tooFewToMove(available, quantity));
    }
    await changeUnits(tx, from, productId, -quantity);
    await changeUnits(tx, to, productId, quantity);
    await tx.insert(stockTransfers).values({ productId, from, to, quantity, staffUid });
    return productStock(tx, productId);
  });
}
