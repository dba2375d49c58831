import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  ContactMessage,
  NewsletterSignUp,
  StaffMessage,
  StaffMessageFilter,
} from '#shop-api/messages.ts';
import { ShopError } from './problems.ts';
import { queueJob } from '#server/jobs/queue.ts';
import type { Db } from '#server/store/database.ts';
import { contactMessages, newsletterSubscriptions } from '#server/store/schema.ts';
import { refusals } from '#server/texts.ts';

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

/** The most messages a staff list shows at a time. */
const STAFF_MESSAGES_LIMIT = 200;

type MessageRow = typeof contactMessages.$inferSelect;
const staffMessageOf = ({
  handledBy: _by,
  receivedAt,
  handledAt,
  ...row
}: MessageRow): StaffMessage => ({
  ...row,
  receivedAt: receivedAt.toISOString(),
  handledAt: handledAt?.toISOString() ?? null,
});

/** The messages still to answer, the longest waiting first, or the handled ones, newest first. */
export async function listStaffMessages(
  db: Db,
  filter: StaffMessageFilter,
): Promise<StaffMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(
      filter === 'open' ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt),
    )
    .orderBy(filter === 'open' ? asc(contactMessages.id) : desc(contactMessages.handledAt))
    .limit(STAFF_MESSAGES_LIMIT);
  return rows.map(staffMessageOf);
}

/** Marks a message handled by `staffUid` (once: marking it again changes nothing): the message after. */
export async function markMessageHandled(
  db: Db,
  id: number,
  staffUid: string,
): Promise<StaffMessage> {
  await db
    .update(contactMessages)
    .set({ handledAt: sql`now()`, handledBy: staffUid })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)));
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw new ShopError('not-found', refusals.noSuchMessage);
  return staffMessageOf(row);
}

/** Signs an e-mail up once: signing up again is no error and no second row. */
export async function subscribe(db: Db, signUp: NewsletterSignUp): Promise<void> {
  await db.insert(newsletterSubscriptions).values(signUp).onConflictDoNothing();
}
