/** The wishlist's texts: the heart toggle, the header's link, the notices and the page. */
export const wishlistText = {
  toggle: (productName: string) => `Save ${productName} to wishlist`,
  added: (productName: string) => `${productName} added to your wishlist`,
  removed: (productName: string) => `${productName} removed from your wishlist`,
  /**
   * The header's link, which shows a heart and the count (`linkUncounted` until it is known): its
   * name starts with the count it shows, so voice control can say it (WCAG 2.5.3).
   */
  linkUncounted: 'Wishlist',
  link: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} in your wishlist`,
  itemsDropped: (count: number) =>
    count === 1
      ? 'A product on your wishlist is no longer sold and was removed.'
      : `${count} products on your wishlist are no longer sold and were removed.`,
  unreadableDropped:
    "We couldn't read all of your saved wishlist, so some products may be missing.",
  cannotSave:
    "Your browser won't let us save your wishlist, so changes will be lost if you reload or leave.",
  // The wishlist page's own.
  title: 'Wishlist',
  description: 'The products you have saved for later at Voltbay.',
  loading: 'Loading your saved products',
  savedCount: (count: number) => (count === 1 ? '1 saved product' : `${count} saved products`),
  empty: 'Your wishlist is empty',
  emptyHint: 'Tap the heart on any product to keep it here for later, on this device.',
  browse: 'Browse products',
  moveToCart: 'Move to cart',
  /** The words the button shows first, so voice control can say them (WCAG 2.5.3). */
  moveToCartLabel: (productName: string) => `Move to cart, ${productName}`,
  remove: 'Remove',
  removeLabel: (productName: string) => `Remove ${productName} from wishlist`,
} as const;
