import type { SendMail } from '#server/mail.ts';
import { contactMessage } from '#server/shop/messages.ts';
import { accessKeyOf, endHold, loadOrder } from '#server/shop/orders.ts';
import { orderLinkPath } from '#shop-api/order-number.ts';
import { reopenAlert, takenAlert } from '#server/shop/stock-alerts.ts';
import type { Db } from '#server/store/database.ts';
import {
  backInStock,
  contactAcknowledgement,
  contactForStaff,
  orderConfirmation,
  orderExpired,
} from '#server/texts.ts';
import type { JobHandlers } from './worker.ts';

export interface ShopJobSettings {
  sendMail: SendMail;
  /** Where shoppers open the shop: the links in its e-mails. */
  shopOrigin: string;
  /** Where contact messages go for staff. */
  shopInbox: string;
}

/**
 * The shop's follow-up jobs: the e-mails, each written from what the database holds when it is
 * sent, and the end of an unpaid order's hold.
 */
export function shopJobs(
  db: Db,
  { sendMail, shopOrigin, shopInbox }: ShopJobSettings,
): JobHandlers {
  /** The address that opens the whole order (shop-api/order-number.ts). */
  const linkTo = async (number: string) =>
    `${shopOrigin}${orderLinkPath(number, await accessKeyOf(db, number))}`;
  return {
    handlers: {
      'order-confirmation': async (number) =>
        sendMail(orderConfirmation(await loadOrder(db, number), await linkTo(number), shopOrigin)),
      'order-hold-ends': async (number) => void (await endHold(db, number)),
      'order-expired': async (number) =>
        sendMail(orderExpired(await loadOrder(db, number), await linkTo(number))),
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
