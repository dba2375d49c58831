import * as v from 'valibot';
import type { Route } from './route.ts';
import { deliveryChargeCents, QUANTITY } from './cart-rules.ts';
import { emailSchema } from './messages.ts';
import { orderKeyPattern, orderNumberPattern } from './order-number.ts';
import { lineProblemSchema } from './errors.ts';
import { storeIds } from './stores.ts';
import { promoCodeSchema, quotedCodeSchema } from './offers.ts';

/** An order's states, in the order they normally follow each other. */
const orderStatuses = [
  'placed',
  'confirmed',
  'ready-for-pickup',
  'shipped',
  'collected',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const orderStatusSchema = v.picklist(orderStatuses);

export type Fulfilment = 'delivery' | 'pickup';

/**
 * The states staff may move an order to from each state: pickup orders go through
 * 'ready-for-pickup' to 'collected', deliveries through 'shipped' to 'delivered'.
 */
export function nextStatuses(status: OrderStatus, fulfilment: Fulfilment): readonly OrderStatus[] {
  switch (status) {
    case 'placed':
      return ['confirmed', 'cancelled'];
    case 'confirmed':
      return fulfilment === 'pickup' ? ['ready-for-pickup', 'cancelled'] : ['shipped', 'cancelled'];
    case 'ready-for-pickup':
      return ['collected'];
    case 'shipped':
      return ['delivered'];
    default:
      return [];
  }
}

/** A shopper may cancel an order only before the shop confirmed it. */
export const shopperMayCancel = (status: OrderStatus) => status === 'placed';

const orderNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(orderNumberPattern, 'An order number looks like VB-1234567890'),
);

/** A product id as the catalog writes them (`vb-0001`). */
export const productIdSchema = v.pipe(
  v.string('Choose a product'),
  v.regex(/^[a-z0-9-]{1,64}$/, 'This is not a product of the shop'),
);

const orderLineSchema = v.strictObject({
  productId: productIdSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(QUANTITY.min), v.maxValue(QUANTITY.max)),
  /**
   * The unit price the shopper was shown, in cents: never used to price the order, only to say
   * "the price changed" when the server's own price differs.
   */
  priceCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

const linesSchema = v.pipe(
  v.array(orderLineSchema),
  v.minLength(1, 'An order needs at least one product'),
  v.maxLength(50, 'An order holds at most 50 lines'),
  v.check(
    (lines) => new Set(lines.map((line) => line.productId)).size === lines.length,
    'Each product appears on one line',
  ),
);

/** The longest each of an order's texts may be; the checkout's fields read them from the schemas. */
const orderLimits = { nameMax: 100, addressLineMax: 120, cityMax: 60 } as const;

/** A number the stores can call: 6 to 20 digits, spaces, brackets and dashes, a leading +. */
export const phonePattern = /^\+?[0-9 ()-]{6,20}$/;
export const postcodePattern = /^[0-9A-Za-z -]{3,10}$/;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

export const contactSchema = v.strictObject({
  name: text(orderLimits.nameMax),
  email: emailSchema,
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.regex(phonePattern, 'Enter a phone number of 6 to 20 digits'),
  ),
});

export const addressSchema = v.strictObject({
  line1: text(orderLimits.addressLineMax),
  line2: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(orderLimits.addressLineMax))),
  city: text(orderLimits.cityMax),
  postcode: v.pipe(v.string(), v.trim(), v.regex(postcodePattern, 'Enter a postcode')),
});

const storeIdSchema = v.picklist(storeIds, 'Unknown store');

const fulfilmentSchema = v.variant('type', [
  v.strictObject({
    type: v.literal('delivery'),
    address: addressSchema,
    payment: v.literal('cash-on-delivery'),
  }),
  v.strictObject({
    type: v.literal('pickup'),
    store: storeIdSchema,
    payment: v.literal('pay-at-store'),
  }),
]);

const placeOrderSchema = v.strictObject({
  lines: linesSchema,
  contact: contactSchema,
  fulfilment: fulfilmentSchema,
  /** The code the review was priced with: refused, the order is not placed (nothing changes). */
  promoCode: v.optional(promoCodeSchema),
});
export type PlaceOrderRequest = v.InferOutput<typeof placeOrderSchema>;

/**
 * A cart to price: delivery is charged by the rules, pickup is free (delivery when not said); with
 * a promo code, what it takes off or why it does not.
 */
const quoteSchema = v.strictObject({
  lines: linesSchema,
  fulfilment: v.optional(v.picklist(['delivery', 'pickup'])),
  /** With pickup: the store whose stock the lines are checked against (any when not said). */
  store: v.optional(storeIdSchema),
  promoCode: v.optional(promoCodeSchema),
  /** Who will order, when known: a code's cap on one customer is counted for them. */
  contact: v.optional(
    v.strictObject({ email: contactSchema.entries.email, phone: contactSchema.entries.phone }),
  ),
});
export type QuoteRequest = v.InferOutput<typeof quoteSchema>;

const trackOrderSchema = v.strictObject({ number: orderNumberSchema, email: emailSchema });

const openOrderSchema = v.strictObject({
  number: orderNumberSchema,
  key: v.pipe(v.string(), v.regex(orderKeyPattern, 'This is not the key of an order')),
});

const changeStatusSchema = v.strictObject({ status: orderStatusSchema });

// The answers: what the server sends back, checked by the browser's client before a page reads
// them (v.object: a field the server adds later does not break a page already loaded).

const cents = v.pipe(v.number(), v.integer());

const pricedLineSchema = v.object({
  productId: v.string(),
  name: v.string(),
  /** What one unit costs, a sale's price when a sale priced it. */
  unitPriceCents: cents,
  quantity: v.number(),
  /** The unit price times the quantity, before a promo code. */
  lineTotalCents: cents,
  /** The sale that priced the line: its title, the unit price without it and (quoted) its end. */
  sale: v.optional(
    v.object({ title: v.string(), regularPriceCents: cents, endsAt: v.optional(v.string()) }),
  ),
  /** The promo code's share of the order's discount on this line (0 without a code). */
  discountCents: cents,
});
export type PricedLine = v.InferOutput<typeof pricedLineSchema>;

const totalsEntries = {
  subtotalCents: cents,
  /** What the promo code took off, the lines' shares together. */
  discountCents: cents,
  deliveryCents: cents,
  totalCents: cents,
};
export type Totals = { [Name in keyof typeof totalsEntries]: number };

/**
 * The order's totals: the code's discount off the lines' sum, then delivery by the cart's rule on
 * what is left ($50, free over $100), pickup free.
 */
export function totalsOf(lines: readonly PricedLine[], fulfilment: Fulfilment): Totals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  const goodsCents = subtotalCents - discountCents;
  const deliveryCents = fulfilment === 'pickup' ? 0 : deliveryChargeCents(goodsCents);
  return { subtotalCents, discountCents, deliveryCents, totalCents: goodsCents + deliveryCents };
}

/**
 * The server's price of a cart: its lines as it would sell them now, what stands in the way, and
 * the promo code it was asked with, applied or refused.
 */
const quoteAnswer = v.object({
  ...totalsEntries,
  lines: v.array(pricedLineSchema),
  problems: v.array(lineProblemSchema),
  promo: v.optional(quotedCodeSchema),
});
export type Quote = v.InferOutput<typeof quoteAnswer>;

const orderEventSchema = v.object({
  status: orderStatusSchema,
  at: v.string(),
  by: v.picklist(['shopper', 'staff', 'shop']),
});

/**
 * What an order's number and e-mail show (tracking): where it stands and how it comes, nothing of
 * who placed it, where it goes or what it holds. The whole order opens through its account or
 * the link the shop e-mailed.
 */
const orderProgressAnswer = v.object({
  number: v.string(),
  status: orderStatusSchema,
  placedAt: v.string(),
  fulfilment: v.variant('type', [
    v.object({ type: v.literal('delivery') }),
    v.object({ type: v.literal('pickup'), store: storeIdSchema }),
  ]),
  events: v.array(orderEventSchema),
  reservedUntil: v.optional(v.string()),
});
export type OrderProgress = v.InferOutput<typeof orderProgressAnswer>;

const orderEntries = {
  ...totalsEntries,
  number: v.string(),
  status: orderStatusSchema,
  placedAt: v.string(),
  contact: contactSchema,
  fulfilment: fulfilmentSchema,
  lines: v.array(pricedLineSchema),
  events: v.array(orderEventSchema),
  /** The promo code that priced it. */
  promoCode: v.optional(v.string()),
  /**
   * While it holds stock unpaid: when the shop cancels it unless it is collected (pickup) or
   * confirmed (cash on delivery) by then.
   */
  reservedUntil: v.optional(v.string()),
};
const orderAnswer = v.object(orderEntries);
export type Order = v.InferOutput<typeof orderAnswer>;

/** What the order's number and e-mail show of `order`. */
export const progressOf = ({
  number,
  status,
  placedAt,
  fulfilment,
  events,
  reservedUntil,
}: Order): OrderProgress => ({
  number,
  status,
  placedAt,
  fulfilment:
    fulfilment.type === 'pickup'
      ? { type: 'pickup', store: fulfilment.store }
      : { type: 'delivery' },
  events,
  ...(reservedUntil !== undefined && { reservedUntil }),
});

/** The order the checkout placed, with the key of its link (`orderLinkPath`). */
const placedOrderAnswer = v.object({ ...orderEntries, key: v.string() });
export type PlacedOrder = v.InferOutput<typeof placedOrderAnswer>;

const summaryEntries = {
  number: v.string(),
  status: orderStatusSchema,
  placedAt: v.string(),
  totalCents: cents,
};

/** The shopper's order history, newest first. */
const orderListAnswer = v.object({ orders: v.array(v.object(summaryEntries)) });
/** A line of the shopper's order history. */
export type OrderSummary = v.InferOutput<typeof orderListAnswer>['orders'][number];

/** The staff's list of orders: who, how it comes, how much, how many items, and its state. */
const staffOrderListAnswer = v.object({
  orders: v.array(
    v.object({
      ...summaryEntries,
      contact: contactSchema,
      fulfilment: fulfilmentSchema,
      /** How many items the order holds, all lines together. */
      itemCount: v.number(),
    }),
  ),
});
export type StaffOrderSummary = v.InferOutput<typeof staffOrderListAnswer>['orders'][number];

/** The most orders the staff's list shows at a time: the newest. */
export const STAFF_ORDERS_LIMIT = 200;

// Its routes (shop-api/routes.ts gathers every resource's).

export const quoteRoute = {
  method: 'POST',
  path: '/orders/quote',
  who: 'anyone-known-if-signed-in',
  body: quoteSchema,
  answer: quoteAnswer,
} as const satisfies Route;

export const placeOrderRoute = {
  method: 'POST',
  path: '/orders',
  who: 'anyone-known-if-signed-in',
  body: placeOrderSchema,
  answer: placedOrderAnswer,
} as const satisfies Route;

export const listOrdersRoute = {
  method: 'GET',
  path: '/orders',
  who: 'signed-in',
  answer: orderListAnswer,
} as const satisfies Route;

export const trackOrderRoute = {
  method: 'POST',
  path: '/orders/track',
  who: 'anyone',
  body: trackOrderSchema,
  limited: true,
  answer: orderProgressAnswer,
} as const satisfies Route;

// Not limited: a key of 256 random bits is not guessed, and the page asks on every visit.
export const openOrderRoute = {
  method: 'POST',
  path: '/orders/open',
  who: 'anyone',
  body: openOrderSchema,
  answer: orderAnswer,
} as const satisfies Route;

export const getOrderRoute = {
  method: 'GET',
  path: '/orders/:number',
  who: 'signed-in',
  params: { number: orderNumberSchema },
  answer: orderAnswer,
} as const satisfies Route;

export const cancelOrderRoute = {
  method: 'POST',
  path: '/orders/:number/cancel',
  who: 'signed-in',
  params: { number: orderNumberSchema },
  answer: orderAnswer,
} as const satisfies Route;

export const changeOrderStatusRoute = {
  method: 'POST',
  path: '/orders/:number/status',
  who: 'staff',
  params: { number: orderNumberSchema },
  body: changeStatusSchema,
  answer: orderAnswer,
} as const satisfies Route;

export const staffOrdersRoute = {
  method: 'GET',
  path: '/staff/orders',
  who: 'staff',
  query: v.object({ status: v.optional(orderStatusSchema) }),
  answer: staffOrderListAnswer,
} as const satisfies Route;
