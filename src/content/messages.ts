// Every text the spec fixes lives here, so wording changes in one place.

export const errorPageText = {
  notFoundTitle: 'Page Not Found',
  notFoundBody: "The page you're looking for doesn't exist or has been moved.",
  errorTitle: 'Something went wrong',
  errorFallback: 'An unexpected error occurred. Please try again later.',
  homeLink: 'Back to home',
  productsLink: 'Browse products',
  contactLink: 'Contact us',
} as const;

export const accountText = {
  signIn: 'Register or Login',
  checking: 'Checking your session',
  unavailable: 'Sign-in unavailable',
  retry: 'Try again',
} as const;

export const shellText = {
  skipToContent: 'Skip to content',
  homeLink: 'Voltbay home',
} as const;
