import type { ContactMessage, NewsletterSignUp } from '#shop-api/messages.ts';
import type { Db } from '#server/store/database.ts';
import { contactMessages, newsletterSubscriptions } from '#server/store/schema.ts';

/** Stores a contact message for the shop's staff. */
export async function receiveContactMessage(db: Db, message: ContactMessage): Promise<void> {
  await db.insert(contactMessages).values(message);
}

/** Signs an e-mail up once: signing up again is no error and no second row. */
export async function subscribe(db: Db, signUp: NewsletterSignUp): Promise<void> {
  await db.insert(newsletterSubscriptions).values(signUp).onConflictDoNothing();
}
