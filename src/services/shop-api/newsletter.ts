import type { NewsletterSignUp } from '#shop-api/messages.ts';
import { newsletter } from '#shop-api/routes.ts';
import { callRoute } from './api-client.ts';

/** Loaded on the first sign-up (`src/services/newsletter.ts`). */
export const signUpForNewsletter = (signUp: NewsletterSignUp) =>
  callRoute(newsletter, { body: signUp });
