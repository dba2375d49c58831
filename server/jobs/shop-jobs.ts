import type { SendMail } from '#server/mail.ts';
import { contactMessage } from '#server/shop/messages.ts';
import { endHold, loadOrderWithKey } from '#server/shop/orders.ts';
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
  /** The order, and the address that opens it whole (shop-api/order-number.ts). */
  const withLink = async (number: string) => {
    const { order, key } = await loadOrderWithKey(db, number);
    return { order, link: `${shopOrigin}${orderLinkPath(number, key)}` };
  };
  return {
    handlers: {
      'order-confirmation': async (number) => {
        const { order, link } = await withLink(number);
        await sendMail(orderConfirmation(order, link, shopOrigin));
      },
      'order-hold-ends': async (number) => void (await endHold(db, number)),
      'order-expired': async (number) => {
        const { order, link } = await withLink(number);
        await sendMail(orderExpired(order, link));
      },
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
