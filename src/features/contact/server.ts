import type { ContactMessage } from '#shop-api/messages.ts';
import { contactRoute } from '#shop-api/messages.ts';
import { callRoute } from '#src/services/shop-api/api-client.ts';

/** Sends a contactRoute message; resolves once the server stored it, its e-mails queued. */
export const sendContactMessage = (message: ContactMessage) =>
  callRoute(contactRoute, { body: message });
