import type { ContactMessage } from '#shop-api/messages.ts';
import { contactRoute } from '#shop-api/messages.ts';
import { serverContext } from '#src/components/ui/server-context.ts';
import { callRoute } from '#src/services/shop-api/api-client.ts';

/**
 * The contact form's messages at the shop's server: the calls the form reaches by
 * `useContactServer()`; a test puts fakes in their place
 * (`renderApp(ui, { servers: { contact } })`).
 */
export const contactServer = {
  /** Sends a contact message; resolves once the server stored it, its e-mails queued. */
  sendContactMessage: (message: ContactMessage) => callRoute(contactRoute, { body: message }),
};

export type ContactServer = typeof contactServer;
export const { Context: ContactServerContext, useServer: useContactServer } =
  serverContext(contactServer);
