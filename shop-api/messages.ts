import * as v from 'valibot';
import type { Route } from './route.ts';
import { postIdSchema } from './posts.ts';

/**
 * What the contact form and the newsletter send the shop's server: one schema for the browser's
 * request and the server's check; the contact form reads its rules from it (src/forms/contract-rules.ts).
 */
const limits = {
  nameMax: 79,
  emailMax: 254,
  subjectMax: 119,
  messageMin: 10,
  messageMax: 1999,
} as const;

// Deliberately basic, as the forms' rule: something@something.something, no spaces.
const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(limits.emailMax),
  v.regex(/^[^\s@]+@[^\s@]+\.[^\s@.]+$/, 'Enter a valid e-mail address'),
  v.toLowerCase(),
);

const filled = (max: number, min = 1) =>
  v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));

export const contactMessageSchema = v.strictObject({
  name: filled(limits.nameMax),
  email: emailSchema,
  subject: filled(limits.subjectMax),
  message: filled(limits.messageMax, limits.messageMin),
});

export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;

const newsletterSignUpSchema = v.strictObject({ email: emailSchema });

export type NewsletterSignUp = v.InferOutput<typeof newsletterSignUpSchema>;

/**
 * The server's answer to a contact message: stored, with its e-mails (to the shop's inbox, and a
 * note to the sender) queued to be sent, retried until they go.
 */
const contactAnswer = v.object({ received: v.literal(true) });
export type ContactReceipt = v.InferOutput<typeof contactAnswer>;

/** A newsletter sign-up stored. */
const newsletterAnswer = v.object({ subscribed: v.literal(true) });

export { emailSchema };

/** The staff's lists of contact messages: those still to answer (oldest first), or handled. */
const staffMessageFilters = ['open', 'handled'] as const;
export type StaffMessageFilter = (typeof staffMessageFilters)[number];
const staffMessageFilterSchema = v.picklist(staffMessageFilters, 'List open or handled messages');

const messageIdSchema = postIdSchema('Unknown message');

/** A contact message as staff see it (`/staff/messages`). */
const staffMessageAnswer = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  subject: v.string(),
  message: v.string(),
  receivedAt: v.string(),
  /** When a member of staff marked it handled; null while it waits. */
  handledAt: v.nullable(v.string()),
});
export type StaffMessage = v.InferOutput<typeof staffMessageAnswer>;
const staffMessageListAnswer = v.object({ messages: v.array(staffMessageAnswer) });

// Its routes (shop-api/routes.ts gathers every resource's).

export const contactRoute = {
  method: 'POST',
  path: '/contact',
  who: 'anyone',
  body: contactMessageSchema,
  limited: true,
  answer: contactAnswer,
} as const satisfies Route;

export const staffMessagesRoute = {
  method: 'GET',
  path: '/staff/messages',
  who: 'staff',
  query: v.object({ filter: v.optional(staffMessageFilterSchema, 'open') }),
  answer: staffMessageListAnswer,
} as const satisfies Route;

export const markMessageHandledRoute = {
  method: 'POST',
  path: '/staff/messages/:id/handled',
  who: 'staff',
  params: { id: messageIdSchema },
  answer: staffMessageAnswer,
} as const satisfies Route;

export const newsletterRoute = {
  method: 'POST',
  path: '/newsletter',
  who: 'anyone',
  body: newsletterSignUpSchema,
  limited: true,
  answer: newsletterAnswer,
} as const satisfies Route;
