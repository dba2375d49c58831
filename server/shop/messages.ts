import { eq } from 'drizzle-orm';
import type { ContactMessage, NewsletterSignUp } from '#shop-api/messages.ts';
import { queueJob } from '#server/jobs/queue.ts';
import type { Db } from '#server/store/database.ts';
import { contactMessages, newsletterSubscriptions } from '#server/store/schema.ts';

/**
 * Stores a contact message and queues, in the same transaction, the message to the shop's inbox
 * and the note to its sender that it arrived.
 */
export async function receiveContactMessage(db: Db, message: ContactMessage): Promise<void> {
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values(message)
      .returning({ id: contactMessages.id });
    await queueJob(tx, 'contact-to-staff', stored!.id);
    await queueJob(tx, 'contact-acknowledgement', stored!.id);
  });
}

/** A stored contact message, by its id. */
export async function contactMessage(db: Db, id: number) {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) throw new Error(`no contact message ${id}`);
  return message;
}

/** Signs an e-mail up once: signing up again is no error and no second row. */
export async function subscribe(db: Db, signUp: NewsletterSignUp): Promise<void> {
  await db.insert(newsletterSubscriptions).values(signUp).onConflictDoNothing();
}
