// The shop's fixed texts live here, so wording changes in one place.
import type { AuthFlow } from '#machines/auth/auth.types.ts';

export const errorPageText = {
  notFoundTitle: 'Page Not Found',
  notFoundBody: "The page you're looking for doesn't exist or has been moved.",
  errorTitle: 'Something went wrong',
  errorFallback: 'An unexpected error occurred. Please try again later.',
  homeLink: 'Back to home',
  productsLink: 'Browse products',
  contactLink: 'Contact us',
  retry: 'Try again',
  retrying: 'Trying again...',
  /** When the shop itself stopped working (header, footer, set-up), in place of everything. */
  appStopped: 'This page stopped working. Reload it to carry on: your cart and wishlist are kept.',
  appStoppedUnsaved:
    "This page stopped working. Reload it to carry on. Your browser won't let us save your cart and wishlist, so a reload empties them.",
  reload: 'Reload',
} as const;

export const accountText = {
  signIn: 'Register or Login',
  checking: 'Checking your session',
  unavailable: 'Sign-in unavailable',
  retry: 'Try again',
  menuLabel: (name: string) => `Account menu for ${name}`,
  account: 'Account',
  logOut: 'Log Out',
} as const;

/**
 * The session's toasts (docs/decisions/sign-in-and-return-paths.md); `pending` is
 * the loading toast that turns into one of them.
 */
export const authToastText: Record<
  AuthFlow,
  { pending: string; success: string; failure: string }
> = {
  signUp: {
    pending: 'Creating your account...',
    success: 'Sign up successful!',
    failure: 'Sign up failed! Use a new email address',
  },
  logIn: {
    pending: 'Logging in...',
    success: 'LoggedIn successful!',
    failure: 'login failed! try again later',
  },
  google: {
    pending: 'Signing in with Google...',
    success: 'Logged in successfully with Google',
    failure: 'Google login failed',
  },
  logOut: {
    pending: 'Logging out...',
    success: 'Logged out successfully',
    failure: 'logout failed',
  },
  profile: {
    pending: 'Saving your name...',
    success: 'Your name has been saved',
    failure: 'Your name could not be saved',
  },
};

export const sessionEndedText = 'You have been signed out. Log in again to continue.';

export const shellText = {
  skipToContent: 'Skip to content',
  homeLink: 'Voltbay home',
  /** The banner at the top of every page while the browser has no connection. */
  offline: "You're offline. You can keep browsing what's loaded; your cart and wishlist are kept.",
  /** A drawer or dialog whose code could not be fetched: it stays closed. */
  overlayLoadFailed: "We couldn't open this. Check your connection, then try again.",
  /** The spinner's name while a page's code loads. */
  pageLoading: 'Loading the page',
  closeDrawer: (drawerTitle: string) => `Close ${drawerTitle.toLowerCase()}`,
  dismissNotification: 'Dismiss notification',
} as const;

/** The header's links and buttons, and the category and menu drawers they open. */
export const headerText = {
  offers: 'Offers',
  menu: 'Menu',
  categories: 'Categories',
  browseCategories: 'Browse categories',
  allInCategory: (categoryLabel: string) => `All ${categoryLabel}`,
} as const;

/** The footer's headings and lines; its links and the shop's details are in content/shop.ts. */
export const footerText = {
  contact: 'Contact',
  support: 'Support:',
  email: 'E-mail:',
  stores: 'Our stores',
  followUs: 'Follow us',
  getTheApp: 'Get the app',
  copyright: (year: number, shopName: string) => `© ${year} ${shopName}. All rights reserved.`,
} as const;

/** The header's cart button and the cart's notices (the drawer's own texts are in content/cart.ts). */
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
} as const;

/** The wishlist's heart toggle and its notices (the page's own texts are in content/wishlist.ts). */
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
} as const;
