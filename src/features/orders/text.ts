import { orderDetailsText, orderStatusText } from '#shop-api/order-text.ts';
import type { OrderStatus } from '#shop-api/orders.ts';

/**
 * What the order pages say: an order's details (the order page, tracking, wherever an order is
 * shown), the order page, the account's orders and the staff's page. The states' names and the
 * words the order's e-mails share are in shop-api/order-text.ts.
 */
export const orderText = {
  ...orderDetailsText,
  title: (number: string) => `Order ${number}`,
  placedOn: (date: string) => `Placed on ${date}`,
  history: 'History',
  /** While a pickup order holds its units unpaid (`reservedUntil`), in Dhaka's time. */
  reservedForPickup: (until: string) => `Reserved for you until ${until} (Dhaka time)`,
  reservedForPickupEnd:
    'If it is not collected by then, the order is cancelled and its items go back on the shelf.',
  /** While a cash-on-delivery order holds its units until it is confirmed. */
  reservedUntilConfirmed: (until: string) => `Held for you until ${until} (Dhaka time)`,
  reservedUntilConfirmedEnd:
    'Unless the order is confirmed by then, it is cancelled and its items go back into stock.',
  /** Under an order shown by its number and e-mail: where the rest of it is. */
  progressOnlyTitle: 'Only where your order stands is shown here',
  progressOnly:
    'Its items, address and totals open through the link in your order confirmation e-mail, or signed in to the account that placed it.',
} as const;

/** The order page (`/orders/:number`). */
export const orderPageText = {
  description: "Your order's state, what is in it and how it reaches you.",
  /** The heading while the page does not yet know which order its address names. */
  titleUnknown: 'Your order',
  /** Under the heading, in the page's HTML: who may see an order. */
  lede: 'Orders are private: we show one whole to the account that placed it and through the link in its confirmation e-mail; its e-mail shows where it stands.',
  loading: 'Loading your order...',
  print: 'Print',
  failedTitle: 'We could not load this order',
  askTitle: 'Enter the e-mail of this order',
  signInHint: 'Placed it while signed in?',
  signIn: 'Sign in to see it',
  emailLabel: 'Email',
  emailHelp: 'The e-mail you used for the order.',
  show: 'Show order',
  searching: 'Looking up your order...',
  notFoundTitle: 'No order found with this number and e-mail',
  notFoundBody: 'Check both against your order confirmation.',
  lookUpFailed: 'We could not look up your order',
  linkRefusedTitle: 'This link does not open the order',
  linkRefused:
    'It may be mistyped or cut short. Use the link in your latest e-mail from us, or enter the e-mail of the order below to see where it stands.',
  yourOrders: 'All your orders',
  /** Over the order the checkout just placed: its confirmation is queued, not yet sent. */
  placedTitle: 'Your order is placed',
  confirmationOnItsWay: (email: string) => `A confirmation is on its way to ${email}.`,
  /** Announced when the page, following the order, finds it moved on (staff marked it ready). */
  statusNow: (status: OrderStatus) => `Your order is now: ${orderStatusText[status]}`,
} as const;

/** Cancelling an order, on the order page and in the account's list. */
export const cancelText = {
  button: 'Cancel order',
  buttonFor: (number: string) => `Cancel order ${number}`,
  title: (number: string) => `Cancel order ${number}?`,
  body: 'The shop will not prepare it, nothing is owed, and its items go back into stock. This cannot be undone.',
  confirm: 'Yes, cancel the order',
  keep: 'Keep the order',
  cancelling: 'Cancelling...',
  failed: 'The order was not cancelled',
  cancelled: (number: string) => `Order ${number} is cancelled.`,
} as const;

/** The account's 'Your orders'. */
export const yourOrdersText = {
  heading: 'Your orders',
  loading: 'Loading your orders...',
  empty: 'You have not placed an order with this account yet.',
  browse: 'Browse products',
  failed: 'We could not load your orders',
} as const;

/** The staff's orders page (`/staff/orders`). */
export const staffOrdersText = {
  title: 'Orders',
  description: "The shop's orders by state, newest first, each with its next step.",
  loading: 'Loading orders...',
  failed: 'We could not load the orders',
  filterLabel: 'Show orders that are',
  allStates: 'All states',
  empty: 'No orders in this state.',
  limitNote: (count: number) => `Showing the newest ${count} orders.`,
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  how: { delivery: 'Delivery', pickup: (store: string) => `Pickup, ${store}` },
  action: {
    confirmed: 'Confirm',
    'ready-for-pickup': 'Ready for pickup',
    shipped: 'Shipped',
    collected: 'Collected',
    delivered: 'Delivered',
    cancelled: 'Cancel',
  } as Partial<Record<OrderStatus, string>>,
  actionFor: (action: string, number: string) => `${action}: order ${number}`,
  confirmTitle: (number: string, status: string) => `Mark order ${number} as ${status}?`,
  confirmBody: (status: string) =>
    `The order becomes '${status}', and its shopper sees it on their order page.`,
  cancelBody: 'The order is cancelled and its items go back into stock. This cannot be undone.',
  confirm: 'Yes, change it',
  keep: 'Not now',
  changing: 'Saving...',
  changeFailed: 'The order was not changed',
  changed: (number: string, status: string) => `Order ${number} is now ${status}.`,
} as const;
