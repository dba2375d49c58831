/** What signing up for the newsletter sends. */
export interface NewsletterSignUp {
  email: string;
}

/** Sends and stores nothing (no newsletter server yet); rejects offline, as a request would. */
export function subscribeToNewsletter(_signUp: NewsletterSignUp): Promise<void> {
  if (navigator.onLine === false) return Promise.reject(new Error('You appear to be offline'));
  return Promise.resolve();
}
