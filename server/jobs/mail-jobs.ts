import type { SendMail } from '#server/mail.ts';
import { contactMessage } from '#server/shop/messages.ts';
import { loadOrder } from '#server/shop/orders.ts';
import { reopenAlert, takenAlert } from '#server/shop/stock-alerts.ts';
import type { Db } from '#server/store/database.ts';
import {
  backInStock,
  contactAcknowledgement,
  contactForStaff,
  orderConfirmation,
} from '#server/texts.ts';
import type { JobHandlers } from './worker.ts';

export interface MailJobSettings {
  sendMail: SendMail;
  /** Where shoppers open the shop: the links in its e-mails. */
  shopOrigin: string;
  /** Where contact messages go for staff. */
  shopInbox: string;
}

/** The e-mails the shop's jobs send, each written from what the database holds when it is sent. */
export function mailJobs(
  db: Db,
  { sendMail, shopOrigin, shopInbox }: MailJobSettings,
): JobHandlers {
  return {
    handlers: {
      'order-confirmation': async (number) =>
        sendMail(orderConfirmation(await loadOrder(db, number), shopOrigin)),
      'back-in-stock': async (id) =>
        sendMail(backInStock(await takenAlert(db, Number(id)), shopOrigin)),
      'contact-acknowledgement': async (id) =>
        sendMail(contactAcknowledgement(await contactMessage(db, Number(id)))),
      'contact-to-staff': async (id) =>
        sendMail(contactForStaff(await contactMessage(db, Number(id)), shopInbox)),
    },
    onGiveUp: { 'back-in-stock': (id) => reopenAlert(db, Number(id)) },
  };
}
