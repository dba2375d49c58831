import { href } from '#src/routing/paths.ts';
import { listingHrefForUseCase } from '#src/routing/use-case-listing.ts';
import type { UseCase } from '#catalog/taxonomy.ts';
import { useCaseNames } from './use-case-names.ts';
import { findCategory, type Category } from '#catalog/taxonomy.ts';

// The home page's content. The use-case names also title the product listing
// filtered by use case (`/products?useCase=students`).

/** A hero slide: a sale badge, a heading, a subheading and two buttons. */
export interface HeroSlide {
  id: string;
  badge: string;
  heading: string;
  subheading: string;
  image: string;
  imageAlt: string;
  primary: { label: string; to: string };
  secondary: { label: string; to: string };
}

/** Every hero illustration is drawn on this canvas, so its `<img>` reserves the space. */
export const heroImageSize = { width: 600, height: 450 } as const;

/**
 * The amounts the hero names, formatted by the hero from the cart's rules (`DELIVERY` in
 * shop-api/cart-rules.ts), so no text repeats a number the rules may change.
 */
export interface HeroAmounts {
  /** The sub-total over which delivery is free: '$100.00'. */
  freeDeliveryOver: string;
}

// The promises stay general ('selected models') so they hold whatever the catalog's prices are.
export const heroSlides = ({ freeDeliveryOver }: HeroAmounts): readonly HeroSlide[] => [
  {
    id: 'phones',
    badge: 'Phone sale',
    heading: 'New phones and tablets, for less',
    subheading: `Galaxy, Pixel, iPhone and more, with selected models reduced and free delivery on orders over ${freeDeliveryOver}.`,
    image: '/images/hero/phones.svg',
    imageAlt: 'Two smartphones and a tablet',
    primary: {
      label: 'Shop phones & tablets',
      to: href('category', { category: 'phone-tablets' }),
    },
    secondary: { label: 'See all products', to: href('products') },
  },
  {
    id: 'laptops',
    badge: 'Back-to-school sale',
    heading: 'Laptops ready for the new semester',
    subheading:
      'Light, long-lasting laptops for lectures and late nights; selected models reduced.',
    image: '/images/hero/laptops.svg',
    imageAlt: 'An open laptop beside a notebook, a pen and a mug',
    primary: { label: 'Shop laptops', to: href('category', { category: 'laptop-desktop' }) },
    secondary: { label: 'Picks for students', to: listingHrefForUseCase('students') },
  },
  {
    id: 'gaming',
    badge: 'Gaming sale',
    heading: 'Level up your setup',
    subheading: 'Controllers, headsets, monitors and more, with selected gear reduced.',
    image: '/images/hero/gaming.svg',
    imageAlt: 'A gamepad, a headset and a glowing monitor',
    primary: { label: 'Shop gaming', to: href('category', { category: 'gaming' }) },
    secondary: { label: 'Picks for gamers', to: listingHrefForUseCase('gamers') },
  },
];

/**
 * The three promises under the hero; the cart keeps the first
 * (docs/decisions/0012-prices-and-delivery.md) and the checkout the third: nothing is paid online,
 * the courier takes cash or the store takes the payment at pickup
 * (docs/decisions/0016-what-is-shown-when.md).
 */
export const heroNotes = ({ freeDeliveryOver }: HeroAmounts) =>
  [
    { id: 'shipping', title: 'Free Shipping', detail: `On orders over ${freeDeliveryOver}` },
    { id: 'returns', title: 'Easy Returns', detail: '30-day return policy' },
    { id: 'payment', title: 'Cash on Delivery', detail: 'Or pay at the store when you collect' },
  ] as const;

export type HeroNoteId = ReturnType<typeof heroNotes>[number]['id'];

export const homeText = {
  title: 'Electronics shop',
  /** The page's heading, for screen readers: the hero says the rest. */
  heading: (shopName: string) => `${shopName} electronics shop`,
  /** A section's name while its products load. */
  loading: (sectionTitle: string) => `${sectionTitle} (loading)`,
  hero: {
    label: 'Featured offers',
    carouselLabel: 'Offers',
    /** What the play and pause button moves. */
    slideshow: 'slideshow',
  },
  latest: {
    title: 'Browse Our Latest Products',
    description: 'Just arrived in our stores and online.',
    viewAll: 'View all products',
  },
  bestSellers: {
    title: 'Best Sellers',
    description: 'What other shoppers buy most, by number of reviews.',
  },
  categoryTiles: {
    heading: 'Shop By Category',
    productCount: (count: number) => (count === 1 ? '1 Product' : `${count} Products`),
  },
  testimonialsTitle: 'What our customers say',
  /** What one slide of a slider is, for its buttons' names ('Next product'). */
  slideNames: { product: 'product', testimonial: 'testimonial' },
  useCaseTabs: {
    heading: 'Shop by what you do',
    /** The tab list's accessible name. */
    tabListLabel: 'Products by use case',
    tabLabel: (useCase: UseCase) => `For ${useCaseNames[useCase]}`,
    viewAll: (useCase: UseCase) => `View All Products for ${useCaseNames[useCase]}`,
    emptyTitle: 'No products found',
    emptyBody: (useCase: UseCase) =>
      `We're working on adding more products for ${useCaseNames[useCase].toLowerCase()}.`,
  },
} as const;

/**
 * A 'Shop By Category' tile of the home page; its count comes from the catalog
 * (docs/decisions/0007-catalog.md).
 */
export interface CategoryTile {
  category: Category;
  /** The tile's own name, which may say more than the category's label. */
  name: string;
  /** A 4:3 illustration, drawn on `categoryTileImageSize`. */
  image: string;
  imageAlt: string;
}

export const categoryTileImageSize = { width: 400, height: 300 } as const;

const tile = (slug: string, name: string, imageAlt: string): CategoryTile => {
  const category = findCategory(slug);
  if (!category) throw new Error(`category tile: no category '${slug}'`);
  return { category, name, image: `/images/categories/${slug}.svg`, imageAlt };
};

export const categoryTiles: readonly CategoryTile[] = [
  tile('phone-tablets', 'Phones & Tablets', 'A tablet and two phones'),
  tile('laptop-desktop', 'Laptops & Computers', 'A monitor, a tower PC and a laptop'),
  tile('gaming', 'Gaming Accessories', 'A games console, a gamepad and a headset'),
  tile('office-equipment', 'Office Equipment', 'A monitor, a printer, a keyboard and a mouse'),
];

/** The home page's newsletter form. */
export const newsletterText = {
  heading: 'Subscribe to our newsletter',
  body: 'New arrivals, deals and store events, about twice a month. Unsubscribe any time.',
  emailLabel: 'Email address',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  success: 'Thank you for subscribing!',
  failure: 'Something went wrong. Please try again.',
} as const;
