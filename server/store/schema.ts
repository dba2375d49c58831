import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import {
  boolean,
  check,
  index,
  unique,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderStatus, PlaceOrderRequest } from '#shop-api/orders.ts';
import type { PostVisibility } from '#shop-api/questions.ts';
import type { ReviewVisibility } from '#shop-api/reviews.ts';
import type { JobKind } from '#server/jobs/kinds.ts';
import type { CatalogEntry } from '#catalog/product.ts';
import type { Reduction, SaleScope } from '#shop-api/offer-rules.ts';
import type { LocationId, StoreId } from '#shop-api/stores.ts';

// The shop's tables. A change here is followed by `npm run db:migration` (drizzle-kit writes the SQL
// into server/store/migrations/, applied at the server's next start).

/**
 * What the shop sells now: the catalog's products, their price and the warehouse's stock (what
 * delivery sells), owned by the server. The stores' stock is `storeStock` (decision 0043).
 */
export const products = pgTable(
  'products',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    priceCents: integer().notNull(),
    stock: integer().notNull(),
    /** False once a product leaves the catalog: its past orders still name it. */
    sold: boolean().notNull().default(true),
    /**
     * The product as the catalog writes it (catalog/product.ts), from its release: what the
     * server's search indexes and answers. None on a row from before the column (0013).
     */
    document: jsonb().$type<CatalogEntry>(),
    /**
     * When staff last changed its price, text or status (/staff/products): from then on the
     * database is where the product is kept, and a catalog release leaves it as staff left it.
     */
    editedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('stock_not_negative', sql`${table.stock} >= 0`),
    check('price_not_negative', sql`${table.priceCents} >= 0`),
  ],
);

/**
 * Units of a product at a store; a store with no row for a product has none. Changed only through
 * server/shop/locations.ts, with the row locked.
 */
export const storeStock = pgTable(
  'store_stock',
  {
    productId: text()
      .notNull()
      .references(() => products.id),
    storeId: text().$type<StoreId>().notNull(),
    units: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.storeId] }),
    index('store_stock_store').on(table.storeId, table.productId),
    check('store_units_not_negative', sql`${table.units} >= 0`),
  ],
);

/** Units staff moved from one location to another: written in the move's own transaction. */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: serial().primaryKey(),
    productId: text()
      .notNull()
      .references(() => products.id),
    from: text().$type<LocationId>().notNull(),
    to: text().$type<LocationId>().notNull(),
    quantity: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    staffUid: text().notNull(),
  },
  (table) => [
    index('stock_transfers_product').on(table.productId, table.id),
    check('transfer_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    number: text().primaryKey(),
    /** The Firebase user who placed it; null for a guest. */
    ownerUid: text(),
    email: text().notNull(),
    contact: jsonb().$type<PlaceOrderRequest['contact']>().notNull(),
    fulfilment: jsonb().$type<PlaceOrderRequest['fulfilment']>().notNull(),
    status: text().$type<OrderStatus>().notNull(),
    subtotalCents: integer().notNull(),
    deliveryCents: integer().notNull(),
    totalCents: integer().notNull(),
    /** The key the browser sent, so a repeated submit finds this order instead of placing another. */
    idempotencyKey: text().unique().notNull(),
    /** A digest of the request the key came with: the same key with another order is refused. */
    requestDigest: text().notNull(),
    placedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Opens the whole order for whoever has the link the shop e-mailed (shop-api/order-number.ts).
     * Kept as it is, not hashed: it guards nothing this table does not already hold.
     */
    accessKey: text()
      .notNull()
      .$defaultFn(() => randomBytes(32).toString('base64url')),
    /** The contact's phone as its last 10 digits: one customer's orders, however it was typed. */
    phoneKey: text(),
    /** The client's address (IPv4, or its IPv6 /64) it was placed from, when the server knew it. */
    placedFrom: text(),
    /**
     * When the shop cancels it if still unpaid (server/shop/orders.ts); null for an order that
     * held no stock (the QA seed's history).
     */
    holdEndsAt: timestamp({ withTimezone: true }),
    /** When the shopper was told, a day before `holdEndsAt`, that the hold ends (once). */
    remindedAt: timestamp({ withTimezone: true }),
    /** The promo code that priced it, when one did, and what it took off the lines together. */
    promoCode: text(),
    discountCents: integer().notNull().default(0),
  },
  (table) => [
    index('orders_owner').on(table.ownerUid, table.placedAt),
    // The holds the worker's sweep looks at: the few orders holding stock, by when they end.
    index('orders_holding_until')
      .on(table.holdEndsAt)
      .where(
        sql`${table.holdEndsAt} is not null and ${table.status} in ('placed', 'confirmed', 'ready-for-pickup')`,
      ),
    // The orders that hold stock unpaid, by what the caps on one customer and one address count
    // them by (server/shop/orders.ts): a few rows each, however many orders a sale holds.
    ...(
      [
        ['email', 'email'],
        ['phone_key', 'phoneKey'],
        ['placed_from', 'placedFrom'],
      ] as const
    ).map(([name, column]) =>
      index(`orders_holding_${name}`)
        .on(table[column])
        .where(
          sql`${table.holdEndsAt} is not null and ${table.status} in ('placed', 'confirmed', 'ready-for-pickup')`,
        ),
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderNumber: text()
      .notNull()
      .references(() => orders.number, { onDelete: 'cascade' }),
    productId: text()
      .notNull()
      .references(() => products.id),
    name: text().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    /** When a sale priced the line: the unit price without it, and the sale's title. */
    regularPriceCents: integer(),
    saleTitle: text(),
    /** The promo code's share of the order's discount that falls on this line. */
    discountCents: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.orderNumber, table.productId] })],
);

/**
 * Sales: a reduction on products, a category or a brand from a start to an end
 * (docs/decisions/0042-offers.md). Staff end one early by moving its end to the moment they do.
 */
export const sales = pgTable(
  'sales',
  {
    id: text().primaryKey(),
    title: text().notNull(),
    reduction: jsonb().$type<Reduction>().notNull(),
    scope: jsonb().$type<SaleScope>().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('sales_running').on(table.endsAt, table.startsAt),
    check('sale_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** Promo codes, written in capitals; how often each was used is `promoRedemptions`. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text().primaryKey(),
    reduction: jsonb().$type<Reduction>().notNull(),
    minimumCents: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** The most orders that may use it, all shoppers together; null for no cap. */
    maxUses: integer(),
    /** The most orders one customer (account, e-mail or phone) may use it for; null for no cap. */
    maxUsesPerCustomer: integer(),
    categories: jsonb().$type<string[]>().notNull().default([]),
    excludedCategories: jsonb().$type<string[]>().notNull().default([]),
    withSales: boolean().notNull().default(false),
    /** Whether the Offers page lists it; an unlisted code is for those it was given to. */
    published: boolean().notNull().default(false),
  },
  (table) => [check('code_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`)],
);

/**
 * One row an order that used a code: counted against the code's caps while `returnedAt` is null;
 * a cancelled order gives its use back by setting it, once.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    orderNumber: text()
      .primaryKey()
      .references(() => orders.number, { onDelete: 'cascade' }),
    code: text()
      .notNull()
      .references(() => promoCodes.code),
    ownerUid: text(),
    email: text().notNull(),
    phoneKey: text().notNull(),
    returnedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('promo_redemptions_code')
      .on(table.code)
      .where(sql`${table.returnedAt} is null`),
  ],
);

/**
 * Who changed a sale or a code, what and when (/staff/offers): one row a creation, change or
 * end, written in the change's own transaction.
 */
export const offerChanges = pgTable(
  'offer_changes',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull(),
    staffUid: text().notNull(),
    /** The staff account's e-mail as its token named it; null when it named none. */
    staffEmail: text(),
    entity: text().$type<'sale' | 'code'>().notNull(),
    /** The sale's id or the code. */
    subject: text().notNull(),
    action: text().$type<'created' | 'changed' | 'ended'>().notNull(),
    summary: text().notNull(),
  },
  (table) => [index('offer_changes_at').on(table.at)],
);

/** Every state an order went through, when, and who moved it: the tracking timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderNumber: text()
      .notNull()
      .references(() => orders.number, { onDelete: 'cascade' }),
    status: text().$type<OrderStatus>().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** 'shopper', 'shop', or 'staff:<uid>'. */
    by: text().notNull(),
  },
  (table) => [index('order_events_order').on(table.orderNumber, table.id)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When staff marked it handled (answered by mail, or nothing to answer), and who. */
  handledAt: timestamp({ withTimezone: true }),
  handledBy: text(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text().primaryKey(),
  subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A shopper's review of a product they received: one per shopper and product. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    productId: text()
      .notNull()
      .references(() => products.id),
    authorUid: text().notNull(),
    authorName: text().notNull(),
    stars: integer().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    helpfulCount: integer().notNull().default(0),
    /** Reports since staff last looked at it. */
    reportCount: integer().notNull().default(0),
    visibility: text().$type<ReviewVisibility>().notNull().default('shown'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
    /**
     * Set when its author deleted a review staff had hidden: the row stays, hidden, so a review
     * the author writes again takes its place still hidden (staff's decision sticks).
     */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique('reviews_one_per_shopper').on(table.productId, table.authorUid),
    index('reviews_product').on(table.productId, table.visibility, table.createdAt),
    check('stars_1_to_5', sql`${table.stars} between 1 and 5`),
  ],
);

/** 'Helpful' votes: one per shopper and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voterUid: text().notNull(),
    votedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.voterUid] })],
);

/** Reports of a review since staff last looked at it: one per shopper. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterUid: text().notNull(),
    reportedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.reporterUid] })],
);

// --- Questions and answers (docs/decisions/0031-questions-and-answers.md) ---

/** A signed-in shopper's question about a product. */
export const questions = pgTable(
  'questions',
  {
    id: serial().primaryKey(),
    productId: text()
      .notNull()
      .references(() => products.id),
    askerUid: text().notNull(),
    askerName: text().notNull(),
    body: text().notNull(),
    /** Hidden by staff: not listed. */
    visibility: text().$type<PostVisibility>().notNull().default('shown'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('questions_product').on(table.productId, table.visibility, table.createdAt)],
);

/** An answer to a question, by any signed-in shopper or by staff (marked). */
export const answers = pgTable(
  'answers',
  {
    id: serial().primaryKey(),
    questionId: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    authorUid: text().notNull(),
    authorName: text().notNull(),
    /** The author had the `staff` claim when they wrote it. */
    byStaff: boolean().notNull(),
    body: text().notNull(),
    visibility: text().$type<PostVisibility>().notNull().default('shown'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('answers_question').on(table.questionId)],
);

// --- Back-in-stock alerts (docs/decisions/0029-back-in-stock-alerts.md) ---

/**
 * "Notify me" on a sold-out product: one row per address and product until the e-mail went out
 * (`notifiedAt`). At most one pending row per (product, e-mail): asking twice is one request.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial().primaryKey(),
    productId: text()
      .notNull()
      .references(() => products.id),
    /** Trimmed and lower-cased (shop-api's e-mail rule). */
    email: text().notNull(),
    /** Where the shopper waits for it: the warehouse (delivery) or a store. */
    location: text().$type<LocationId>().notNull().default('warehouse'),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the e-mail was sent; null while the request waits. */
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('stock_alerts_pending_at')
      .on(table.productId, table.location, table.email)
      .where(sql`${table.notifiedAt} is null`),
  ],
);

/**
 * The catalog releases applied to `products` (server/shop/catalog-release.ts), one row each: the
 * newest is what the shop sells now, and nothing older is applied over it.
 */
export const catalogReleases = pgTable('catalog_releases', {
  version: integer().primaryKey(),
  /** The catalog file's sha256: one version is one catalog. */
  digest: text().notNull(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Requests counted per client and limit in the current fixed window: one count for every
 * instance of the server (server/http/rate-limit.ts). Rows of ended windows are deleted.
 */
export const rateLimits = pgTable('rate_limits', {
  /** The limit's name and the client's key (an address, a /64, an account). */
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  hits: integer().notNull(),
});

/**
 * Work that follows a change and must not be lost with the request or the instance (e-mails):
 * written in the change's own transaction, done by the worker of any instance (server/jobs/),
 * retried with backoff until done or given up. `dedupeKey` keeps one job per thing to do.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial().primaryKey(),
    kind: text().$type<JobKind>().notNull(),
    /** What the job needs to find its subject: an order's number, an alert's or message's id. */
    subject: text().notNull(),
    dedupeKey: text().notNull().unique(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    /** Claimed by a worker until then; another may take it after (the first one died). */
    lockedUntil: timestamp({ withTimezone: true }),
    doneAt: timestamp({ withTimezone: true }),
    gaveUpAt: timestamp({ withTimezone: true }),
    /** The last failure's error class and code, never its message (it may name the recipient). */
    lastError: text(),
  },
  (table) => [
    index()
      .on(table.runAt)
      .where(sql`${table.doneAt} is null and ${table.gaveUpAt} is null`),
  ],
);
