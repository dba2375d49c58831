import * as v from 'valibot';
import type { Route } from './route.ts';
import { productIdSchema } from './orders.ts';
import { locationIds, storeIds } from './stores.ts';

// Staff keep the stock of every location (/staff/stock, decision 0043): they restock one
// (docs/decisions/0029-back-in-stock-alerts.md), move units between two, and see each store's
// pickups. Apart from stock-alerts.ts, whose schema the product page's form loads: the staff
// page's chunk shares nothing with it.

/** The most units one restock or transfer moves. */
const maxUnits = 10_000;
const unitsSchema = v.pipe(
  v.number('The quantity is a number'),
  v.integer('The quantity is a whole number'),
  v.minValue(1, 'The quantity is at least 1'),
  v.maxValue(maxUnits, `The quantity is at most ${maxUnits}`),
);

export const locationSchema = v.picklist(locationIds, 'Choose the warehouse or a store');
const storeSchema = v.picklist(storeIds, 'Choose a store');

/** What staff send to put a product back in stock at a location: how many arrived there. */
export const restockSchema = v.strictObject({ quantity: unitsSchema, location: locationSchema });
export type RestockRequest = v.InferOutput<typeof restockSchema>;

/**
 * The answer to a restock: the location's stock now and how many addresses waiting for the
 * product there are being e-mailed.
 */
const restockAnswer = v.object({
  productId: v.string(),
  location: locationSchema,
  stock: v.number(),
  notified: v.number(),
});
export type RestockReceipt = v.InferOutput<typeof restockAnswer>;

/** Units moved from one location to another, in one transaction. */
export const transferSchema = v.pipe(
  v.strictObject({
    productId: productIdSchema,
    from: locationSchema,
    to: locationSchema,
    quantity: unitsSchema,
  }),
  v.forward(
    v.check(({ from, to }) => from !== to, 'Choose a location other than the one it leaves'),
    ['to'],
  ),
);
export type TransferRequest = v.InferOutput<typeof transferSchema>;

const locationUnits = v.object({ location: locationSchema, units: v.number() });

/** A product's units at each location, and its latest transfers, newest first. */
const productStockAnswer = v.object({
  productId: v.string(),
  locations: v.array(locationUnits),
  transfers: v.array(
    v.object({
      id: v.number(),
      at: v.string(),
      from: locationSchema,
      to: locationSchema,
      quantity: v.number(),
    }),
  ),
});
export type ProductStock = v.InferOutput<typeof productStockAnswer>;

/** The most transfers a product's stock lists. */
export const TRANSFERS_LISTED = 20;

/**
 * A store's pickups still to be collected, the reservation that ends first at the top: what the
 * store prepares and hands over today.
 */
const pickupsAnswer = v.object({
  pickups: v.array(
    v.object({
      number: v.string(),
      status: v.picklist(['placed', 'confirmed', 'ready-for-pickup']),
      name: v.string(),
      itemCount: v.number(),
      totalCents: v.number(),
      /** When the shop cancels it if nobody collects it. */
      reservedUntil: v.string(),
    }),
  ),
});
export type StorePickup = v.InferOutput<typeof pickupsAnswer>['pickups'][number];

// Its routes (shop-api/routes.ts gathers every resource's).

export const restockRoute = {
  method: 'POST',
  path: '/staff/products/:id/restock',
  who: 'staff',
  params: { id: productIdSchema },
  body: restockSchema,
  answer: restockAnswer,
} as const satisfies Route;

export const productStockRoute = {
  method: 'GET',
  path: '/staff/products/:id/stock',
  who: 'staff',
  params: { id: productIdSchema },
  answer: productStockAnswer,
} as const satisfies Route;

export const transferRoute = {
  method: 'POST',
  path: '/staff/stock/transfers',
  who: 'staff',
  body: transferSchema,
  answer: productStockAnswer,
} as const satisfies Route;

export const storePickupsRoute = {
  method: 'GET',
  path: '/staff/pickups',
  who: 'staff',
  query: v.object({ store: storeSchema }),
  answer: pickupsAnswer,
} as const satisfies Route;
