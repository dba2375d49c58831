/** The cart drawer's and the checkout page's texts; they load with the drawer, not the shell. */
export const cartDrawerText = {
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
