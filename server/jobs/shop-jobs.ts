import type { SendMail } from '#server/mail.ts';
import { contactMessage } from '#server/shop/messages.ts';
import { loadOrderWithKey, orderChange, sweepHolds } from '#server/shop/orders.ts';
import { answerToTell } from '#server/shop/questions.ts';
import { orderLinkPath } from '#shop-api/order-number.ts';
import { reopenAlert, takenAlert } from '#server/shop/stock-alerts.ts';
import type { Db } from '#server/store/database.ts';
import {
  backInStock,
  contactAcknowledgement,
  contactForStaff,
  orderChanged,
  orderConfirmation,
  orderExpired,
  orderHoldReminder,
  questionAnswered,
} from '#server/texts.ts';
import type { JobHandlers } from './worker.ts';

export interface ShopJobSettings {
  sendMail: SendMail;
  /** Where shoppers open the shop: the links in its e-mails. */
  shopOrigin: string;
  /** Where contact messages go for staff. */
  shopInbox: string;
  /** An account's e-mail when it has confirmed it, null otherwise (server/identity.ts). */
  accountEmail: (uid: string) => Promise<string | null>;
  /** The server's clock: when holds end (QA move it in development, server/qa-clock.ts). */
  clock: () => Date;
}

/**
 * The shop's follow-up jobs: the e-mails, each written from what the database holds when it is
 * sent; and the sweep that reminds of and ends the holds of orders nobody collected or confirmed.
 */
export function shopJobs(
  db: Db,
  { sendMail, shopOrigin, shopInbox, accountEmail, clock }: ShopJobSettings,
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
      'order-hold-reminder': async (number) => {
        const { order, link } = await withLink(number);
        // Collected, confirmed or cancelled since the sweep queued it: nothing to remind of.
        if (order.reservedUntil) await sendMail(orderHoldReminder(order, link));
      },
      'order-expired': async (number) => {
        const { order, link } = await withLink(number);
        await sendMail(orderExpired(order, link));
      },
      'order-changed': async (eventId) => {
        const { number, status } = await orderChange(db, Number(eventId));
        const { order, link } = await withLink(number);
        await sendMail(orderChanged(order, status, link));
      },
      'answer-posted': async (id) => {
        const answer = await answerToTell(db, Number(id));
        // Hidden since, or an asker whose account is gone: nothing to tell, no one to tell.
        const to = answer && (await accountEmail(answer.askerUid));
        if (answer && to) await sendMail(questionAnswered(answer, to, shopOrigin));
      },
      'back-in-stock': async (id) =>
        sendMail(backInStock(await takenAlert(db, Number(id)), shopOrigin)),
      'contact-acknowledgement': async (id) =>
        sendMail(contactAcknowledgement(await contactMessage(db, Number(id)))),
      'contact-to-staff': async (id) =>
        sendMail(contactForStaff(await contactMessage(db, Number(id)), shopInbox)),
    },
    onGiveUp: { 'back-in-stock': (id) => reopenAlert(db, Number(id)) },
    sweep: async () => void (await sweepHolds(db, clock())),
  };
}
