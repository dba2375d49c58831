import type { SnapshotFrom } from 'xstate';
import type { newsletterMachine } from './newsletter.machine.ts';

type NewsletterSnapshot = SnapshotFrom<typeof newsletterMachine>;

/** True while a sign-up is under way: the button reads 'Subscribing...' and is disabled. */
export const selectIsSubscribing = (snapshot: NewsletterSnapshot) => snapshot.hasTag('busy');
export const selectHasSubscribed = (snapshot: NewsletterSnapshot) => snapshot.matches('succeeded');
export const selectHasFailed = (snapshot: NewsletterSnapshot) => snapshot.matches('failed');
/** The address being signed up, or kept after a failure; null once subscribed. */
export const selectEmail = (snapshot: NewsletterSnapshot) => snapshot.context.email;
