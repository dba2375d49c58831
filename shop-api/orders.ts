import * as v from 'valibot';
import { deliveryChargeCents, QUANTITY } from './cart-rules.ts';
import { emailSchema } from './messages.ts';
import { orderKeyPattern, orderNumberPattern } from './order-number.ts';
import type { LineProblem } from './errors.ts';

/** The four stores an order can be collected from (their details: src/content/shop.ts). */
const storeIds = ['circuit-square', 'riverside', 'lakeview-mall', 'northgate-plaza'] as const;
export type StoreId = (typeof storeIds)[number];

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

export const orderStatusSchema = v.picklist(orderStatuses);

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

export const orderNumberSchema = v.pipe(
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

/** The longest each of an order's texts may be; the checkout's fields keep to them too. */
export const orderLimits = { nameMax: 100, addressLineMax: 120, cityMax: 60 } as const;

/** A number the stores can call: 6 to 20 digits, spaces, brackets and dashes, a leading +. */
export const phonePattern = /^\+?[0-9 ()-]{6,20}$/;
export const postcodePattern = /^[0-9A-Za-z -]{3,10}$/;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

const contactSchema = v.strictObject({
  name: text(orderLimits.nameMax),
  email: emailSchema,
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.regex(phonePattern, 'Enter a phone number of 6 to 20 digits'),
  ),
});

const addressSchema = v.strictObject({
  line1: text(orderLimits.addressLineMax),
  line2: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(orderLimits.addressLineMax))),
  city: text(orderLimits.cityMax),
  postcode: v.pipe(v.string(), v.trim(), v.regex(postcodePattern, 'Enter a postcode')),
});

export const placeOrderSchema = v.strictObject({
  lines: linesSchema,
  contact: contactSchema,
  fulfilment: v.variant('type', [
    v.strictObject({
      type: v.literal('delivery'),
      address: addressSchema,
      payment: v.literal('cash-on-delivery'),
    }),
    v.strictObject({
      type: v.literal('pickup'),
      store: v.picklist(storeIds, 'Unknown store'),
      payment: v.literal('pay-at-store'),
    }),
  ]),
});
export type PlaceOrderRequest = v.InferOutput<typeof placeOrderSchema>;

/** A cart to price: delivery is charged by the rules, pickup is free (delivery when not said). */
export const quoteSchema = v.strictObject({
  lines: linesSchema,
  fulfilment: v.optional(v.picklist(['delivery', 'pickup'])),
});
export type QuoteRequest = v.InferOutput<typeof quoteSchema>;

export const trackOrderSchema = v.strictObject({ number: orderNumberSchema, email: emailSchema });

export const openOrderSchema = v.strictObject({
  number: orderNumberSchema,
  key: v.pipe(v.string(), v.regex(orderKeyPattern, 'This is not the key of an order')),
});

export const changeStatusSchema = v.strictObject({ status: orderStatusSchema });

export interface PricedLine {
  productId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

export interface Totals {
  subtotalCents: number;
  deliveryCents: number;
  totalCents: number;
}

/** The order's totals: delivery by the cart's rule ($50, free over $100), pickup free. */
export function totalsOf(lines: readonly PricedLine[], fulfilment: Fulfilment): Totals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const deliveryCents = fulfilment === 'pickup' ? 0 : deliveryChargeCents(subtotalCents);
  return { subtotalCents, deliveryCents, totalCents: subtotalCents + deliveryCents };
}

/** The server's price of a cart: its lines as it would sell them now, and what stands in the way. */
export interface Quote extends Totals {
  lines: PricedLine[];
  problems: LineProblem[];
}

interface OrderEvent {
  status: OrderStatus;
  at: string;
  by: 'shopper' | 'staff' | 'shop';
}

/**
 * What an order's number and e-mail show (tracking): where it stands and how it comes, nothing of
 * who placed it, where it goes or what it holds. The whole order opens through its account or
 * the link the shop e-mailed.
 */
export interface OrderProgress {
  number: string;
  status: OrderStatus;
  placedAt: string;
  fulfilment: { type: 'delivery' } | { type: 'pickup'; store: StoreId };
  events: OrderEvent[];
}

export interface Order extends Totals {
  number: string;
  status: OrderStatus;
  placedAt: string;
  contact: v.InferOutput<typeof contactSchema>;
  fulfilment: PlaceOrderRequest['fulfilment'];
  lines: PricedLine[];
  events: OrderEvent[];
}

/** What the order's number and e-mail show of `order`. */
export const progressOf = ({
  number,
  status,
  placedAt,
  fulfilment,
  events,
}: Order): OrderProgress => ({
  number,
  status,
  placedAt,
  fulfilment:
    fulfilment.type === 'pickup'
      ? { type: 'pickup', store: fulfilment.store }
      : { type: 'delivery' },
  events,
});

/** The order the checkout placed, with the key of its link (`orderLinkPath`). */
export interface PlacedOrder extends Order {
  key: string;
}

/** A line of the shopper's order history. */
export type OrderSummary = Pick<Order, 'number' | 'status' | 'placedAt' | 'totalCents'>;

/** A line of the staff's list of orders: who, how it comes, how much, and its state. */
export interface StaffOrderSummary extends OrderSummary {
  contact: Order['contact'];
  fulfilment: Order['fulfilment'];
  /** How many items the order holds, all lines together. */
  itemCount: number;
}

/** The most orders the staff's list shows at a time: the newest. */
export const STAFF_ORDERS_LIMIT = 200;

/** Live price and stock of one product, as the server sells it now. */
export interface StockLevel {
  productId: string;
  priceCents: number;
  stock: number;
  sold: boolean;
}
