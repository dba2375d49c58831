// Every limit the shop puts on a client or a customer, with its default, written once: the
// settings (server/config.ts) fall back to these, and so does an app built without them (tests).

/** How much unpaid stock one customer and one client address may hold (server/shop/orders.ts). */
export interface HoldLimits {
  ordersPerCustomer: number;
  unitsPerCustomer: number;
  ordersPerClient: number;
  /** How many days a pickup order holds its units at the store before the shop cancels it. */
  pickupHoldDays: number;
}

export const LIMITS = {
  /** FORMS_PER_MINUTE: contact messages, sign-ups, tracking look-ups, alerts per client. */
  formsPerMinute: 10,
  /** POSTS_PER_HOUR: reviews, votes, reports, questions and answers of one account. */
  postsPerHour: 30,
  /** OPEN_ORDERS_PER_CUSTOMER, OPEN_UNITS_PER_CUSTOMER, OPEN_ORDERS_PER_CLIENT, PICKUP_HOLD_DAYS. */
  hold: {
    ordersPerCustomer: 3,
    unitsPerCustomer: 30,
    ordersPerClient: 10,
    pickupHoldDays: 3,
  } satisfies HoldLimits,
} as const;
