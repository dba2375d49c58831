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

/**
 * The session's toasts (docs/decisions/0014-sign-in-and-return-paths.md); `pending` is
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
  darkMode: 'Dark mode',
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
