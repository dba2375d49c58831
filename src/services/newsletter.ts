import type { NewsletterSignUp } from '#shop-api/messages.ts';

export type { NewsletterSignUp };

/**
 * Signs an address up with the shop's server; resolves once the server has stored it. The client
 * and the route's schemas load on the first sign-up: the form is on the home page's first view.
 */
export async function subscribeToNewsletter(signUp: NewsletterSignUp): Promise<void> {
  const { signUpForNewsletter } = await import('./shop-api/newsletter.ts');
  await signUpForNewsletter(signUp);
}
