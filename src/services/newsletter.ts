import type { NewsletterSignUp } from '#shop-api/messages.ts';

export type { NewsletterSignUp };

/**
 * Signs an address up with the shop's server; resolves once the server has stored it. The client
 * and the schema load on the first sign-up: the form is on the home page's first view.
 */
export async function subscribeToNewsletter(signUp: NewsletterSignUp): Promise<void> {
  const [v, { newsletterSignUpSchema }, { callApi }] = await Promise.all([
    import('valibot'),
    import('#shop-api/messages.ts'),
    import('#src/services/shop-api/api-client.ts'),
  ]);
  await callApi('/newsletter', { body: v.parse(newsletterSignUpSchema, signUp) });
}
