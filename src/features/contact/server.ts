import type { ContactMessage } from '#shop-api/messages.ts';
import { contact } from '#shop-api/routes.ts';
import { callRoute } from '#src/services/shop-api/api-client.ts';

/** Sends a contact message; resolves once the server stored it, its e-mails queued. */
export const sendContactMessage = (message: ContactMessage) =>
  callRoute(contact, { body: message });
