/** The cart's texts: the header's button, the notices, the drawer and the checkout page's lines. */
export const cartText = {
  /** The header's button: 'Cart(n)' over 'Add items' ('Cart' until the count is known). */
  button: 'Cart',
  /** The phone's button, which shows the icon and the count: its name starts with the count. */
  compactButton: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} in your cart`,
  buttonHint: 'Add items',
  added: (productName: string, quantity: number) =>
    quantity === 1
      ? `${productName} added to your cart`
      : `${quantity} × ${productName} added to your cart`,
  /** The action on an addition's toast, which opens the cart drawer. */
  viewCart: 'View cart',
  /** Part or none of the quantity fitted: a line holds at most min(10, stock). */
  limitReached: (productName: string, max: number) =>
    `Your cart now holds ${max} × ${productName}, the most we can sell per order.`,
  linesDropped: (count: number) =>
    count === 1
      ? 'An item in your cart is no longer sold and was removed.'
      : `${count} items in your cart are no longer sold and were removed.`,
  soldOut: (names: readonly string[]) =>
    `Sold out since you added it, and removed from your cart: ${names.join(', ')}.`,
  /** Lines that held more than is left, with what they hold now. */
  quantitiesLowered: (lines: readonly { name: string; quantity: number }[]) =>
    `Fewer are left than your cart held, so it now holds ${lines.map(({ name, quantity }) => `${quantity} × ${name}`).join(', ')}.`,
  /** Some or all of the stored cart could not be read, so we cannot say what is missing. */
  unreadableDropped: "We couldn't read all of your saved cart, so some items may be missing.",
  /** The browser refuses storage (full, or turned off in private browsing). */
  cannotSave:
    "Your browser won't let us save your cart, so changes will be lost if you reload or leave.",
  // The drawer's and the checkout page's lines and totals.
  drawerTitle: 'Cart',
  tableCaption: 'Products in your cart',
  columns: { product: 'Product', quantity: 'Quantity', price: 'Price', action: 'Action' },
  remove: (productName: string) => `Remove ${productName} from cart`,
  subtotal: 'Sub-Total',
  delivery: 'Delivery Charge',
  total: 'Total',
  freeDeliveryHint: (freeOver: string) =>
    `Free delivery on orders over ${freeOver}; pickup at a store is always free.`,
  emptyTitle: 'Your cart is empty',
  emptyBody: 'Find something you like and it will wait for you here, even after you close the tab.',
  browseProducts: 'Browse products',
  continueShopping: 'Continue Shopping',
  checkout: 'Checkout',
  pricing: 'Checking the latest prices...',
  pricingFailed: 'We could not load the prices in your cart. Check your connection and try again.',
  retry: 'Try again',
} as const;
