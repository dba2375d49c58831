import * as v from 'valibot';
import { newsletterSignUpSchema, type NewsletterSignUp } from '#shop-api/messages.ts';
import { callApi } from '#src/services/shop-api/api-client.ts';

export type { NewsletterSignUp };

/** Signs an address up with the shop's server; resolves once the server has stored it. */
export async function subscribeToNewsletter(signUp: NewsletterSignUp): Promise<void> {
  await callApi('/newsletter', { body: v.parse(newsletterSignUpSchema, signUp) });
}
