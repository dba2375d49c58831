import * as v from 'valibot';
import {
  contactMessageSchema,
  type ContactMessage,
  type ContactReceipt,
} from '#shop-api/messages.ts';
import { callApi } from './api-client.ts';

/** Sends a contact message; resolves once the server stored it, saying whether a copy was e-mailed. */
export const sendContactMessage = (message: ContactMessage): Promise<ContactReceipt> =>
  callApi<ContactReceipt>('/contact', { body: v.parse(contactMessageSchema, message) });
