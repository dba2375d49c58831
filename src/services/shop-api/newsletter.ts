import type { NewsletterSignUp } from '#shop-api/messages.ts';
import { newsletterRoute } from '#shop-api/messages.ts';
import { callRoute } from './api-client.ts';

/** Loaded on the first sign-up (`src/services/newsletter.ts`). */
export const signUpForNewsletter = (signUp: NewsletterSignUp) =>
  callRoute(newsletterRoute, { body: signUp });
