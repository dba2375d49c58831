// The shop's fixed texts live here, so wording changes in one place.
import type { AuthErrorCode, AuthFlow, PasswordRequirements } from '#machines/auth/auth.types.ts';

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
  pageLoadFailed: "We couldn't load this page. Check your connection, then try again.",
  /** When the shop itself stopped working (header, footer, set-up), in place of everything. */
  appStopped: 'This page stopped working. Reload it to carry on: your cart and wishlist are kept.',
  appStoppedUnsaved:
    "This page stopped working. Reload it to carry on. Your browser won't let us save your cart and wishlist, so a reload empties them.",
  reload: 'Reload',
} as const;

export const catalogText = {
  loadFailed: "We couldn't load our products. Check your connection, then try again.",
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
 * The original design's toasts, verbatim (docs/decisions/sign-in-and-return-paths.md); `pending` is
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

const wrongCredentials =
  'That e-mail and password do not match an account. Check both and try again.';

/**
 * What a form says about each failure, beyond the toast. Wrong password and unknown e-mail share
 * one message, so the form never tells whether an account exists.
 */
const authErrorText: Partial<Record<AuthErrorCode, string>> = {
  'invalid-credential': wrongCredentials,
  'wrong-password': wrongCredentials,
  'user-not-found': wrongCredentials,
  'email-already-in-use':
    'An account with this e-mail already exists. Log in instead, or sign up with another e-mail.',
  'too-many-requests': 'Too many attempts. Please wait a few minutes, then try again.',
  'network-request-failed':
    'We could not reach the sign-in service. Check your connection and try again.',
  'user-disabled': 'This account has been disabled. Please contact us for help.',
  'popup-closed-by-user': 'The Google window was closed before sign-in finished. Try again.',
  'cancelled-popup-request': 'Only one Google window can be open at a time. Try again.',
  'popup-blocked':
    'Your browser blocked the Google window, so we are taking you to Google instead...',
  'weak-password': 'That password is too weak. Use at least 8 characters.',
  // Only when the policy could not be read; otherwise `passwordPolicyMessage` says what it asks.
  'password-does-not-meet-requirements':
    'That password does not meet our password rules. Try a longer one.',
  'requires-recent-login': 'For your security, please log out, log in again, then try once more.',
  'user-token-expired': 'Your session has ended. Please log in again.',
  'expired-action-code': 'This reset link has expired.',
  'invalid-action-code':
    'This reset link is not valid or has already been used. Ask for a new one.',
};

/** A list in words: 'a', 'a and b', 'a, b and c'. */
const inWords = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What the project's password policy asks, as the form says it when it refused a password. */
export function passwordPolicyMessage(asks: PasswordRequirements): string {
  const length =
    asks.maxLength === null
      ? `at least ${asks.minLength} characters`
      : `${asks.minLength} to ${asks.maxLength} characters`;
  const characters = [
    asks.lowercase && 'a lower-case letter',
    asks.uppercase && 'an upper-case letter',
    asks.digit && 'a number',
    asks.symbol && 'a symbol',
  ].filter((ask): ask is string => Boolean(ask));
  const withCharacters = characters.length > 0 ? `, with ${inWords(characters)}` : '';
  return `That password does not meet our password rules. Use ${length}${withCharacters}.`;
}

/**
 * The form's message for a failed identity call (see `authErrorText`), or a general one. A password
 * the policy refused gets the policy's own terms, when the call could read them.
 */
export const authErrorMessage = (
  code: AuthErrorCode,
  passwordRequirements?: PasswordRequirements,
): string =>
  code === 'password-does-not-meet-requirements' && passwordRequirements
    ? passwordPolicyMessage(passwordRequirements)
    : (authErrorText[code] ?? 'Something went wrong. Please try again.');

/** Validation messages, worded as the original design had them. */
export const validationText = {
  defaultLabel: 'Field',
  required: (label: string) => `${label} is required`,
  minLength: (label: string, n: number) => `${label} must be at least ${n} characters`,
  maxLength: (label: string, n: number) => `${label} must be less than ${n} characters`,
  email: 'Invalid email format',
  acceptTerms: 'You must accept the terms and conditions',
} as const;

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

/** The header's cart button and the cart's notices (the drawer's own texts are in content/cart.ts). */
export const cartText = {
  /** The header's button: 'Cart(n)' over 'Add items' ('Cart' until the count is known). */
  button: 'Cart',
  buttonWithCount: (count: number) => `Cart(${count})`,
  buttonHint: 'Add items',
  added: (productName: string, quantity: number) =>
    quantity === 1
      ? `${productName} added to your cart`
      : `${quantity} × ${productName} added to your cart`,
  /** Part or none of the quantity fitted: a line holds at most min(10, stock). */
  limitReached: (productName: string, max: number) =>
    `Your cart now holds ${max} × ${productName}, the most we can sell per order.`,
  linesDropped: (count: number) =>
    count === 1
      ? 'An item in your cart is no longer sold and was removed.'
      : `${count} items in your cart are no longer sold and were removed.`,
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
  /** The header's link, which shows a heart and the count (`linkUncounted` until it is known). */
  linkUncounted: 'Wishlist',
  link: (count: number) => `Wishlist (${count} ${count === 1 ? 'item' : 'items'})`,
  itemsDropped: (count: number) =>
    count === 1
      ? 'A product on your wishlist is no longer sold and was removed.'
      : `${count} products on your wishlist are no longer sold and were removed.`,
  unreadableDropped:
    "We couldn't read all of your saved wishlist, so some products may be missing.",
  cannotSave:
    "Your browser won't let us save your wishlist, so changes will be lost if you reload or leave.",
} as const;
