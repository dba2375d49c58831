import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type {
  Fulfilment,
  Order,
  OrderProgress,
  OrderStatus,
  OrderSummary,
  PlacedOrder,
  PlaceOrderRequest,
  Quote,
  QuoteRequest,
  StaffOrderSummary,
} from '#shop-api/orders.ts';
import {
  nextStatuses,
  progressOf,
  shopperMayCancel,
  STAFF_ORDERS_LIMIT,
  totalsOf,
} from '#shop-api/orders.ts';
import type { Db, Tx } from '#server/store/database.ts';
import { queueJob } from '#server/jobs/queue.ts';
import { orderEvents, orderLines, orders, products } from '#server/store/schema.ts';
import { priceLines, withCodeDiscounts } from './pricing.ts';
import {
  listedInColumns,
  priceCode,
  redeemCode,
  returnCodeUse,
  runningSales,
  type CodeCustomer,
} from './offers.ts';
import { orderNotFound, ShopError } from './problems.ts';
import { LIMITS, type HoldLimits } from '#server/limits.ts';
import type { StorePickup } from '#shop-api/staff-stock.ts';
import type { LocationId, StoreId } from '#shop-api/stores.ts';
import { changeUnits, storeUnits } from './locations.ts';
import { refusals } from '#server/texts.ts';

/** Who asks: a verified Firebase account (staff by its custom claim), or a guest (null). */
export interface Caller {
  uid: string;
  staff: boolean;
  /** The account's display name, when it has one (a review shows it shortened). */
  name?: string;
  /** Its e-mail is confirmed (or it signed in with Google): it may post (server/http/app.ts). */
  emailVerified: boolean;
  /** The account's e-mail as the token names it, when it has one: who changed an offer. */
  email?: string;
}

const productColumns = {
  id: products.id,
  name: products.name,
  priceCents: products.priceCents,
  stock: products.stock,
  sold: products.sold,
  ...listedInColumns,
};

/** The cart as the shop would sell it now: its lines priced by the server, and each problem. */
export async function quote(
  db: Db,
  request: QuoteRequest,
  caller: Caller | null,
  now: Date,
): Promise<Quote> {
  const ids = request.lines.map((line) => line.productId);
  const rows = await db.select(productColumns).from(products).where(inArray(products.id, ids));
  const atStore =
    request.fulfilment === 'pickup' && request.store
      ? await storeUnits(db, request.store, ids)
      : null;
  const { lines, problems } = priceLines(request.lines, withUnitsAt(rows, atStore), {
    sales: await runningSales(db, now),
    now,
  });
  const customer = request.contact && {
    uid: caller?.uid ?? null,
    email: request.contact.email,
    phoneKey: phoneKeyOf(request.contact.phone),
  };
  const code =
    request.promoCode === undefined
      ? null
      : await priceCode(db, request.promoCode, lines, { now, ...(customer && { customer }) });
  const priced = withCodeDiscounts(lines, code?.applied ? code.lineDiscountsCents : null);
  return {
    lines: priced,
    problems,
    ...totalsOf(priced, request.fulfilment ?? 'delivery'),
    ...(code && {
      promo: code.applied
        ? { code: code.code }
        : { code: code.code, refused: { reason: code.reason, message: code.message } },
    }),
  };
}

const DAY_MS = 86_400_000;
/**
 * How long an unpaid order holds its units: a cash-on-delivery order the shop has not confirmed
 * in 2 days, a pickup order not collected in the shop's limit (PICKUP_HOLD_DAYS, 3 by default),
 * is cancelled by the shop (`sweepHolds`) and its units returned: nobody keeps units off the
 * shelf with orders nobody pays or collects.
 */
const holdMs = (fulfilment: Fulfilment, limits: HoldLimits) =>
  (fulfilment === 'pickup' ? limits.pickupHoldDays : 2) * DAY_MS;
/** The shopper is reminded this long before the hold ends. */
const REMINDER_BEFORE_MS = DAY_MS;

/** Where an order's units are kept: its store for a pickup, the warehouse for a delivery. */
const locationOf = (fulfilment: PlaceOrderRequest['fulfilment']): LocationId =>
  fulfilment.type === 'pickup' ? fulfilment.store : 'warehouse';

/** The products' rows with the units of a store in place of the warehouse's, when one is given. */
const withUnitsAt = <Row extends { id: string; stock: number }>(
  rows: readonly Row[],
  atStore: ReadonlyMap<string, number> | null,
): Row[] =>
  atStore ? rows.map((row) => ({ ...row, stock: atStore.get(row.id) ?? 0 })) : [...rows];

/** The states in which an order still holds unpaid stock, by how it is fulfilled. */
const HELD: Record<'delivery' | 'pickup', readonly OrderStatus[]> = {
  delivery: ['placed'],
  pickup: ['placed', 'confirmed', 'ready-for-pickup'],
};
/**
 * `HELD` as SQL: the orders that hold stock unpaid now. Its first terms are the orders_holding_*
 * indexes' own condition, word for word, so that PostgreSQL uses them.
 */
const holdsStock = sql`${orders.holdEndsAt} is not null and ${orders.status} in ('placed', 'confirmed', 'ready-for-pickup') and (${orders.status} = 'placed' or ${orders.fulfilment}->>'type' = 'pickup')`;

/**
 * How much unpaid stock one customer (an e-mail, a phone or an account) and one client address
 * may hold at a time: a shopper's few orders fit, one client emptying the shelves does not. A
 * client address is shared by a household or an office behind one router, so it may hold more.
 */
/** Where an order comes from, beyond its contact: the client's address key, and the caps. */
export interface OrderOrigin {
  client: string | null;
  limits: HoldLimits;
}

/** A phone's last 10 digits: +880 1700-000000 and 01700000000 are one customer's phone. */
const phoneKeyOf = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * VB- and 10 random digits: not guessable from another order's number, and ten billion of them,
 * so a draw meets a number in use about once in a thousand at ten million orders.
 */
const newOrderNumber = () => `VB-${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
/** Draws before giving up: five clashes in a row mean something else is wrong. */
const ORDER_NUMBER_DRAWS = 5;

const digestOf = (request: PlaceOrderRequest, caller: Caller | null) =>
  createHash('sha256')
    .update(JSON.stringify([caller?.uid ?? null, request]))
    .digest('base64url');

/**
 * Places an order in one transaction: the products' rows are locked, every line is checked and
 * priced from them, the stock is taken, and the order is written with its first event. The same
 * idempotency key answers the order it placed before; with another order it is refused.
 */
export async function placeOrder(
  db: Db,
  request: PlaceOrderRequest,
  idempotencyKey: string,
  caller: Caller | null,
  origin: OrderOrigin = { client: null, limits: LIMITS.hold },
  now = new Date(),
): Promise<{ order: PlacedOrder; replayed: boolean }> {
  const digest = digestOf(request, caller);
  const phoneKey = phoneKeyOf(request.contact.phone);
  const customer: CodeCustomer = {
    uid: caller?.uid ?? null,
    email: request.contact.email,
    phoneKey,
  };
  const { number, replayed } = await db.transaction(async (tx) => {
    // Submits of one key (a shopper's retry crossing the first request, on any instance) wait
    // here for each other; the later ones then find the first's order and answer it, rather
    // than a "sold out" for the unit the first one took.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${idempotencyKey}, 0))`);
    const twin = await numberByKey(tx, idempotencyKey, digest);
    if (twin) return { number: twin, replayed: true };
    await checkHoldLimits(tx, request, { phoneKey, uid: caller?.uid ?? null }, origin);
    const ids = request.lines.map((line) => line.productId).sort();
    // In id order, so two orders that share products lock them in the same order (no deadlock).
    const rows = await tx
      .select(productColumns)
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
    const location = locationOf(request.fulfilment);
    const atStore =
      location === 'warehouse' ? null : await storeUnits(tx, location, ids, { lock: true });
    const priced = priceLines(request.lines, withUnitsAt(rows, atStore), {
      sales: await runningSales(tx, now),
      now,
    });
    if (priced.problems.length > 0) {
      throw new ShopError('order-not-accepted', refusals.order.notAccepted, priced.problems);
    }
    const code =
      request.promoCode === undefined
        ? null
        : await priceCode(tx, request.promoCode, priced.lines, { now, customer, lockCode: true });
    if (code && !code.applied) {
      throw new ShopError('promo-code-refused', refusals.promo.notPlaced(code.message));
    }
    const lines = withCodeDiscounts(priced.lines, code?.lineDiscountsCents ?? null);
    for (const line of lines) await changeUnits(tx, location, line.productId, -line.quantity);
    const totals = totalsOf(lines, request.fulfilment.type);
    const number = await insertOrder(tx, {
      ownerUid: caller?.uid ?? null,
      email: request.contact.email,
      contact: request.contact,
      fulfilment: request.fulfilment,
      status: 'placed',
      ...totals,
      idempotencyKey,
      requestDigest: digest,
      phoneKey,
      placedFrom: origin.client,
      holdEndsAt: new Date(now.getTime() + holdMs(request.fulfilment.type, origin.limits)),
      promoCode: code?.code ?? null,
    });
    await tx.insert(orderLines).values(
      lines.map((line) => ({
        orderNumber: number,
        productId: line.productId,
        name: line.name,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        regularPriceCents: line.sale?.regularPriceCents ?? null,
        saleTitle: line.sale?.title ?? null,
        discountCents: line.discountCents,
      })),
    );
    if (code) await redeemCode(tx, code.code, number, customer);
    await tx.insert(orderEvents).values({ orderNumber: number, status: 'placed', by: 'shopper' });
    await queueJob(tx, 'order-confirmation', number);
    return { number, replayed: false };
  });
  const { order, key } = await loadOrderWithKey(db, number);
  return { order: { ...order, key }, replayed };
}

/**
 * Refuses an order that would take one customer (its e-mail, phone or account) or one client
 * address over `HoldLimits`, counting the unpaid orders that hold stock now. Each customer key is
 * locked for the transaction (in one order, so no deadlock) first: two orders of one customer
 * racing each other are counted one after the other. The address is not locked: every order
 * from one office or one proxy would wait on the one before; orders racing from one address may
 * pass its (looser) cap by the few that count at once.
 */
async function checkHoldLimits(
  tx: Tx,
  request: PlaceOrderRequest,
  customer: { phoneKey: string; uid: string | null },
  { client, limits }: OrderOrigin,
) {
  const keys = [
    `email:${request.contact.email}`,
    `phone:${customer.phoneKey}`,
    ...(customer.uid ? [`account:${customer.uid}`] : []),
  ].sort();
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 1))`);
  }
  const [held] = await tx
    .select({
      orders: sql<number>`count(distinct ${orders.number})::int`,
      units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderNumber, orders.number))
    .where(
      and(
        holdsStock,
        or(
          eq(orders.email, request.contact.email),
          eq(orders.phoneKey, customer.phoneKey),
          customer.uid ? eq(orders.ownerUid, customer.uid) : undefined,
        ),
      ),
    );
  const heldOrders = Number(held?.orders ?? 0);
  if (heldOrders >= limits.ordersPerCustomer) {
    throw new ShopError('too-many-open-orders', refusals.order.tooManyOpen(heldOrders));
  }
  const units = request.lines.reduce((sum, line) => sum + line.quantity, 0);
  const heldUnits = Number(held?.units ?? 0);
  if (heldUnits + units > limits.unitsPerCustomer) {
    throw new ShopError(
      'too-many-open-orders',
      heldUnits === 0
        ? refusals.order.tooManyUnitsInOne(limits.unitsPerCustomer)
        : refusals.order.tooManyUnits(heldUnits, heldUnits + units, limits.unitsPerCustomer),
    );
  }
  if (!client) return;
  const [fromClient] = await tx
    .select({ orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(holdsStock, eq(orders.placedFrom, client)));
  if (Number(fromClient?.orders ?? 0) >= limits.ordersPerClient) {
    throw new ShopError('too-many-open-orders-from-client', refusals.order.tooManyFromClient);
  }
}

/** The number of the order placed with `idempotencyKey`; a 422 when it was another order. */
async function numberByKey(tx: Tx, idempotencyKey: string, digest: string) {
  const [row] = await tx
    .select({ number: orders.number, requestDigest: orders.requestDigest })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey));
  if (!row) return null;
  if (row.requestDigest !== digest) {
    throw new ShopError('idempotency-key-reused', refusals.order.keyReused);
  }
  return row.number;
}

/** Inserts the order under a fresh number, drawing again on the rare clash with an existing one. */
async function insertOrder(tx: Tx, values: Omit<typeof orders.$inferInsert, 'number'>) {
  for (let draw = 0; draw < ORDER_NUMBER_DRAWS; draw += 1) {
    const [inserted] = await tx
      .insert(orders)
      .values({ ...values, number: newOrderNumber() })
      .onConflictDoNothing({ target: orders.number })
      .returning({ number: orders.number });
    if (inserted) return inserted.number;
  }
  throw new Error(`${ORDER_NUMBER_DRAWS} order numbers drawn were all in use`);
}

/** The order numbered `number`, whole: its lines and its events. */
async function loadOrder(db: Db | Tx, number: string): Promise<Order> {
  return (await loadOrderWithKey(db, number)).order;
}

/** The order numbered `number`, whole, with the key of its link (`orderLinkPath`). */
export async function loadOrderWithKey(db: Db | Tx, number: string) {
  const found = await findOrder(db, number);
  if (!found) throw orderNotFound();
  return found;
}

/** The order numbered `number`, whole, and the key of its link; null when there is none. */
async function findOrder(
  db: Db | Tx,
  number: string,
): Promise<{ order: Order; key: string } | null> {
  const [row] = await db.select().from(orders).where(eq(orders.number, number));
  if (!row) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderNumber, number))
    .orderBy(asc(orderLines.productId));
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderNumber, number))
    .orderBy(asc(orderEvents.id));
  return {
    key: row.accessKey,
    order: {
      number: row.number,
      status: row.status,
      placedAt: row.placedAt.toISOString(),
      contact: row.contact,
      fulfilment: row.fulfilment,
      subtotalCents: row.subtotalCents,
      deliveryCents: row.deliveryCents,
      discountCents: row.discountCents,
      totalCents: row.totalCents,
      ...(row.promoCode !== null && { promoCode: row.promoCode }),
      ...(row.holdEndsAt &&
        HELD[row.fulfilment.type].includes(row.status) && {
          reservedUntil: row.holdEndsAt.toISOString(),
        }),
      lines: lines.map((line) => ({
        productId: line.productId,
        name: line.name,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        lineTotalCents: line.unitPriceCents * line.quantity,
        ...(line.regularPriceCents !== null && {
          sale: { title: line.saleTitle ?? '', regularPriceCents: line.regularPriceCents },
        }),
        discountCents: line.discountCents,
      })),
      events: events.map((event) => ({
        status: event.status,
        at: event.at.toISOString(),
        by: event.by.startsWith('staff') ? 'staff' : (event.by as 'shopper' | 'shop'),
      })),
    },
  };
}

/** What every list of orders shows of each. */
const summaryColumns = {
  number: orders.number,
  status: orders.status,
  placedAt: orders.placedAt,
  totalCents: orders.totalCents,
};

/** The signed-in shopper's orders, newest first. */
export async function listOrders(db: Db, caller: Caller): Promise<OrderSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(eq(orders.ownerUid, caller.uid))
    .orderBy(desc(orders.placedAt));
  return rows.map((row) => ({ ...row, placedAt: row.placedAt.toISOString() }));
}

/**
 * The shop's orders for its staff, newest first (at most STAFF_ORDERS_LIMIT), all of them or
 * those in `status`.
 */
export async function listStaffOrders(db: Db, status?: OrderStatus): Promise<StaffOrderSummary[]> {
  const rows = await db
    .select({
      ...summaryColumns,
      contact: orders.contact,
      fulfilment: orders.fulfilment,
      itemCount: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderNumber, orders.number))
    .where(status ? eq(orders.status, status) : undefined)
    .groupBy(orders.number)
    .orderBy(desc(orders.placedAt), desc(orders.number))
    .limit(STAFF_ORDERS_LIMIT);
  return rows.map((row) => ({
    ...row,
    placedAt: row.placedAt.toISOString(),
    itemCount: Number(row.itemCount),
  }));
}

/** One order, for its owner or staff; anyone else is told it does not exist. */
export async function getOrder(db: Db, number: string, caller: Caller): Promise<Order> {
  const [row] = await db
    .select({ ownerUid: orders.ownerUid })
    .from(orders)
    .where(eq(orders.number, number));
  if (!row || (row.ownerUid !== caller.uid && !caller.staff)) throw orderNotFound();
  return loadOrder(db, number);
}

/**
 * Where an order stands, for whoever knows its number and e-mail (the tracking form): both can be
 * guessed or overheard, so it shows nothing of who, where or what (`OrderProgress`).
 */
export async function trackOrder(db: Db, number: string, email: string): Promise<OrderProgress> {
  const [row] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.email, email)));
  if (!row) throw orderNotFound();
  return progressOf(await loadOrder(db, number));
}

/** The whole order, for whoever has the link the shop e-mailed with its key. */
export async function openOrder(db: Db, number: string, key: string): Promise<Order> {
  const found = await findOrder(db, number);
  // Compared in constant time (digests of equal length): how long a refusal takes tells nothing.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  if (!found || !timingSafeEqual(digest(found.key), digest(key))) {
    throw new ShopError('not-found', refusals.order.linkRefused);
  }
  return found.order;
}

/**
 * Moves an order to `status` and records who did it: its owner may cancel it while it is placed;
 * staff may move it to one of its next states. A cancelled order's stock returns to the shelf.
 */
export async function changeStatus(
  db: Db,
  number: string,
  status: OrderStatus,
  caller: Caller,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ownerUid: orders.ownerUid, status: orders.status, fulfilment: orders.fulfilment })
      .from(orders)
      .where(eq(orders.number, number))
      .for('update');
    const isOwner = row !== undefined && row.ownerUid === caller.uid;
    if (!row || (!isOwner && !caller.staff)) throw orderNotFound();
    const allowed = caller.staff
      ? nextStatuses(row.status, row.fulfilment.type).includes(status)
      : status === 'cancelled' && shopperMayCancel(row.status);
    if (!allowed) {
      throw new ShopError(
        'transition-not-allowed',
        caller.staff
          ? refusals.order.transitionForStaff(row.status, status)
          : refusals.order.noLongerCancellable,
      );
    }
    const event = await moveOrder(
      tx,
      { number, fulfilment: row.fulfilment },
      status,
      caller.staff ? `staff:${caller.uid}` : 'shopper',
    );
    await queueJob(tx, 'order-changed', event);
  });
  return loadOrder(db, number);
}

/**
 * Moves the locked order to `status` with its event; a cancelled order's stock returns to the
 * shelf in the same transaction. The event's id: the e-mail that tells of it is queued by the
 * caller, as the shop's own cancellation sends its own (`endHold`).
 */
async function moveOrder(
  tx: Tx,
  { number, fulfilment }: { number: string; fulfilment: PlaceOrderRequest['fulfilment'] },
  status: OrderStatus,
  by: string,
) {
  await tx.update(orders).set({ status }).where(eq(orders.number, number));
  const [event] = await tx
    .insert(orderEvents)
    .values({ orderNumber: number, status, by })
    .returning({ id: orderEvents.id });
  if (status === 'cancelled') {
    await returnStock(tx, number, locationOf(fulfilment));
    await returnCodeUse(tx, number);
  }
  return event!.id;
}

/** A cancelled order's units, back on the shelf they were taken from. */
async function returnStock(tx: Tx, number: string, location: LocationId) {
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderNumber, number))
    .orderBy(asc(orderLines.productId));
  for (const line of lines) await changeUnits(tx, location, line.productId, line.quantity);
}

/** The order an event of `changeStatus` moved, and the state it moved it to. */
export async function orderChange(db: Db, eventId: number) {
  const [event] = await db
    .select({ number: orderEvents.orderNumber, status: orderEvents.status })
    .from(orderEvents)
    .where(eq(orderEvents.id, eventId));
  if (!event) throw orderNotFound();
  return event;
}

/** Orders one sweep takes at most: the rest are taken by the next. */
const SWEEP_BATCH = 50;

/**
 * The worker's look at the holds at `now` (the server's clock): each order still holding units
 * whose hold ends within a day is reminded once (an e-mail queued); each whose hold has ended is
 * cancelled by the shop, its units returned where they were taken and its shopper e-mailed.
 * Orders are taken `for update skip locked`: the workers of several instances never take one
 * twice, and a shopper or staff changing it meanwhile wins. How many it reminded and cancelled.
 */
export async function sweepHolds(db: Db, now: Date) {
  const holdingAt = (moment: Date) =>
    and(holdsStock, sql`${orders.holdEndsAt} <= ${moment.toISOString()}`);
  const reminded = await db.transaction(async (tx) => {
    const due = await tx
      .select({ number: orders.number })
      .from(orders)
      .where(
        and(
          holdingAt(new Date(now.getTime() + REMINDER_BEFORE_MS)),
          sql`${orders.holdEndsAt} > ${now.toISOString()}`,
          isNull(orders.remindedAt),
        ),
      )
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    for (const { number } of due) {
      await tx.update(orders).set({ remindedAt: now }).where(eq(orders.number, number));
      await queueJob(tx, 'order-hold-reminder', number);
    }
    return due.length;
  });
  const cancelled = await db.transaction(async (tx) => {
    const ended = await tx
      .select({ number: orders.number, fulfilment: orders.fulfilment })
      .from(orders)
      .where(holdingAt(now))
      .orderBy(asc(orders.holdEndsAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    for (const order of ended) {
      await moveOrder(tx, order, 'cancelled', 'shop');
      await queueJob(tx, 'order-expired', order.number);
    }
    return ended.length;
  });
  return { reminded, cancelled };
}

/**
 * A store's pickups still to be collected, the reservation that ends first at the top: what the
 * store prepares and hands over.
 */
export async function storePickups(db: Db, store: StoreId, now: Date): Promise<StorePickup[]> {
  const rows = await db
    .select({
      number: orders.number,
      status: orders.status,
      contact: orders.contact,
      totalCents: orders.totalCents,
      holdEndsAt: orders.holdEndsAt,
      itemCount: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderNumber, orders.number))
    .where(
      and(
        holdsStock,
        sql`${orders.fulfilment}->>'type' = 'pickup' and ${orders.fulfilment}->>'store' = ${store}`,
        sql`${orders.holdEndsAt} > ${now.toISOString()}`,
      ),
    )
    .groupBy(orders.number)
    .orderBy(asc(orders.holdEndsAt), asc(orders.number));
  return rows.map((row) => ({
    number: row.number,
    status: row.status as StorePickup['status'],
    name: row.contact.name,
    itemCount: Number(row.itemCount),
    totalCents: row.totalCents,
    reservedUntil: (row.holdEndsAt ?? now).toISOString(),
  }));
}
