import {
  listStaffMessages,
  markMessageHandled,
  receiveContactMessage,
  subscribe,
} from '#server/shop/messages.ts';
import type { Handlers } from '../routing.ts';
import type { ResourceContext } from './context.ts';

/** The contact form and its messages for staff, and the newsletter. */
export const messageRoutes = ({
  db,
  queued,
}: ResourceContext): Handlers<
  'contact' | 'staffMessages' | 'markMessageHandled' | 'newsletter'
> => ({
  contact: async ({ c, body }) => {
    await receiveContactMessage(db, body);
    queued();
    return c.json({ received: true }, 201);
  },
  staffMessages: async ({ c, query }) =>
    c.json({ messages: await listStaffMessages(db, query.filter) }),
  markMessageHandled: async ({ c, caller, params }) =>
    c.json(await markMessageHandled(db, params.id, caller.uid)),
  newsletter: async ({ c, body }) => {
    await subscribe(db, body);
    return c.json({ subscribed: true }, 201);
  },
});
