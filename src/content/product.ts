/** The product card's and the product page's texts; they load with the pages, not the shell. */

/**
 * One decimal at most: 4.7 stays 4.7, 5 reads '5', not '5.0'. Not Intl: see formatCents
 * (shop-api/money.ts).
 */
const ratingNumber = (rating: number) => String(Number(rating.toFixed(1)));

const addToCart = 'Add to Cart';

export const productText = {
  addToCart,
  /**
   * The button's accessible name: the words it shows first, so a voice control user can say them
   * (WCAG 2.5.3), then the product, so each card's button says which product it adds.
   */
  addToCartLabel: (productName: string) => `${addToCart}, ${productName}`,
  inStock: 'In stock',
  onlyLeft: (count: number) => `Only ${count} left`,
  outOfStock: 'Out of stock',
  /** The stars' accessible name: the real rating, though the picture shows whole stars. */
  rating: (rating: number, reviewCount?: number) =>
    `Rated ${ratingNumber(rating)} out of 5` +
    (reviewCount === undefined
      ? ''
      : `, ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`),
  /** Where a rating goes, for a product nobody has reviewed on Voltbay. */
  noReviews: 'No reviews yet',
  /** The page's rating beside the stars, one decimal: '4.5 out of 5' (cards show whole stars). */
  ratingNumber: (rating: number) => `${rating.toFixed(1)} out of 5`,
  /** Read before a struck-through original price. */
  was: 'Was',
  /** Under a price a running sale gives: the sale and when the price ends. */
  saleUntil: (title: string, endsAt: string) => `${title}: this price until ${endsAt} (Dhaka time)`,
  /** Over a card's image, short: the sale and its end (Dhaka time, as the line above says). */
  saleEnds: (title: string, endsAt: string) => `${title} · ends ${endsAt}`,
  /** The discount badge as read out (it shows '-15%'). */
  percentOff: (percentage: number) => `${percentage}% off`,
  specifications: 'Specifications',
  sku: 'SKU',
  category: (count: number) => (count === 1 ? 'Category' : 'Categories'),
  brand: 'Brand',
  shipping: 'Shipping',
  delivery: 'Delivery',
  /** The cart's delivery rule for the product alone (docs/decisions/0012-prices-and-delivery.md). */
  freeDelivery: 'Free delivery',
  deliveryCharged: (charge: string, freeOver: string) =>
    `${charge}, free on orders over ${freeOver}`,
  /** Pickup is free at every store an order can name (shop-api/orders.ts). */
  pickup: 'Pickup',
  pickupFree: (storeCount: number) => `Free, at any of our ${storeCount} stores`,
  /**
   * How the checkout takes the money: nothing online
   * (docs/decisions/0016-what-is-shown-when.md).
   */
  payment: 'Payment',
  paymentWays: 'Cash on delivery, or at the store when you collect',
  estimatedDelivery: 'Estimated delivery',
  soldBy: 'Sold by',
  /** Delivery and each store with their stock (src/features/where-to-get-it/). */
  whereToGetIt: 'Where to get it',
  related: 'Related products',
} as const;
