/** The wishlist page's texts; they load with the page, not the shell. */
export const wishlistPageText = {
  title: 'Wishlist',
  description: 'The products you have saved for later at Voltbay.',
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
