import { hoursText } from '#shop-api/store-hours.ts';
import { formatDate, formatDateTime } from '#shop-api/dates.ts';
import type { ContactMessage } from '#shop-api/messages.ts';
import { formatCents } from '#shop-api/money.ts';
import {
  howItComes,
  orderDetailsText,
  orderStatusText,
  pickupStoreOf,
} from '#shop-api/order-text.ts';
import { progressOf, type Order, type OrderStatus } from '#shop-api/orders.ts';
import { html, htmlDocument } from './html.ts';
import type { Mail } from './mail.ts';
import { storeOf, type LocationId, type Store } from '#shop-api/stores.ts';

// What the server says to shoppers: the refusals of its front door, and the e-mails it sends, in
// plain text; the order's confirmation has an HTML part too, built by `html`, which escapes every
// value (what a shopper typed or the catalog holds is never read as markup).

/** Every refusal the shopper reads: who may call, limits, faults, and each use case's own. */
export const refusals = {
  signIn: {
    orders: 'Please sign in to see your orders.',
    reviews: 'Please sign in to write or rate reviews.',
    askQuestion: 'Please sign in to ask a question.',
    answerQuestion: 'Please sign in to answer a question.',
  },
  sessionEnded: 'Your session has ended. Please sign in again.',
  identityUnavailable:
    'We cannot check your sign-in right now. Nothing was saved; please try again in a minute.',
  staffOnly: "Only the shop's staff may do this.",
  emailNotConfirmed:
    'Please confirm your e-mail address first: we ask it of every account that reviews, asks, answers, votes or reports. Your account page sends the link.',
  formsLimit: 'Too many tries. Please wait a minute and try again.',
  postsLimit: 'You have posted many times in the last hour. Please try again later.',
  tooLarge: 'The request is too large to be accepted.',
  deadline: 'The shop is taking too long to answer. Please try again in a minute.',
  databaseUnavailable:
    'The shop cannot take this right now. Nothing was saved; please try again in a minute.',
  internal: (requestId: string) =>
    `Something went wrong on our side (reference ${requestId}). Please try again.`,
  noSuchAddress: "There is no such address in the shop's API.",
  order: {
    notAccepted: 'Some products cannot be ordered as they are in your cart.',
    tooManyOpen: (held: number) =>
      `You already have ${held} orders waiting to be paid or collected. Please collect, confirm or cancel one before placing another, or call us.`,
    tooManyUnitsInOne: (most: number) =>
      `We hold at most ${most} items for one order paid on delivery or at a store. Please call us to order more.`,
    tooManyUnits: (held: number, withThis: number, most: number) =>
      `Your orders waiting to be paid or collected hold ${held} items; with this one it would be ${withThis}, over the ${most} we hold for one customer. Please call us to order more.`,
    tooManyFromClient:
      'Many orders waiting to be paid come from your connection. Please call us to place this one.',
    keyReused: 'This order key was already used for another order. Reload the page and try again.',
    linkRefused:
      'This link does not open an order. Use the link in your latest e-mail from us, or track the order with its number and e-mail.',
    notFound: 'No order matches this number and e-mail.',
    transitionForStaff: (from: string, to: string) =>
      `An order that is ${from} cannot become ${to}.`,
    noLongerCancellable:
      'This order can no longer be cancelled online: the shop has confirmed it. Call us to change it.',
  },
  /** Why a promo code does not price an order; placing with it, nothing is placed or changed. */
  promo: {
    unknown: (code: string) => `We have no promo code ${code}. Check how it is written.`,
    notStarted: (code: string, startsAt: string) =>
      `The code ${code} can be used from ${formatDateTime(startsAt)} (Dhaka time).`,
    ended: (code: string, endedAt: string) =>
      `The code ${code} ended on ${formatDateTime(endedAt)} (Dhaka time).`,
    minimumNotReached: (code: string, minimumCents: number, missingCents: number) =>
      `The code ${code} needs ${formatCents(minimumCents)} of the products it covers: add ${formatCents(missingCents)} more to use it.`,
    usedUp: (code: string) => `The code ${code} has been used as many times as it can be.`,
    alreadyUsed: (code: string) =>
      `You have already used the code ${code} as many times as one shopper can.`,
    noEligibleProduct: (code: string) =>
      `The code ${code} covers none of the products in your cart: it leaves out some categories or products already on sale.`,
    notPlaced: (why: string) => `Your order was not placed. ${why}`,
  },
  review: {
    noLongerShown: 'This review is no longer shown.',
    notAllowed: 'Only shoppers who received this product in an order of theirs can review it.',
    ownHelpful: "You can't mark your own review as helpful.",
    ownReport: "You can't report your own review.",
    alreadyVoted: 'You have already marked this review as helpful.',
    alreadyReported: 'You have already reported this review.',
    noSuch: 'There is no such review.',
    noneToDelete: 'You have no review of this product to delete.',
  },
  question: {
    noLongerShown: 'This question is no longer shown.',
    noSuch: 'There is no such question.',
    noSuchAnswer: 'There is no such answer.',
  },
  /** A product id that names nothing the shop sells (reviews and questions are per product). */
  noSuchProduct: 'The shop sells no such product.',
  noSuchMessage: 'There is no such message.',
  productEdit: {
    noSuchProduct: 'The shop has no such product, or none the catalog describes.',
    refused: (why: string) => `The product was not changed: ${why}.`,
  },
  /** Staff creating, changing and ending sales and codes (/staff/offers). */
  staffOffers: {
    noSuchSale: 'There is no such sale.',
    noSuchCode: 'There is no such promo code.',
    codeExists: (code: string) =>
      `The code ${code} exists already: change it, or choose another code.`,
    codeRenamed:
      'A code keeps its name (its uses are counted under it): create a new code instead.',
    endPassed: (what: 'sale' | 'code') =>
      `The end is already past: to stop a running ${what}, end it now instead.`,
    unknownProducts: (ids: readonly string[]) => `The shop has no product ${ids.join(', ')}.`,
    notStarted: (what: 'sale' | 'code', startsAt: string) =>
      `This ${what} has not started (it starts ${formatDateTime(startsAt)}, Dhaka time): change its start and end instead.`,
    ended: (what: 'sale' | 'code', endedAt: string) =>
      `This ${what} already ended on ${formatDateTime(endedAt)} (Dhaka time).`,
  },
  stockAlert: {
    notSold: 'The shop does not sell this product (any more).',
    inStock: "It's in stock now: you can order it.",
  },
  stock: {
    tooFewToMove: (available: number, asked: number) =>
      `Only ${available} ${available === 1 ? 'unit is' : 'units are'} there to move, not ${asked}.`,
  },
  request: {
    notJson: 'The request must be sent as JSON (Content-Type: application/json).',
    invalidJson: 'The request is not valid JSON.',
    notAccepted: (problems: string) => `The request was not accepted. ${problems}.`,
    controlCharacters: (path: string) =>
      `The request was not accepted. ${path ? `${path}: ` : ''}control characters are not accepted.`,
  },
} as const;

/**
 * The note to a contact message's sender that it arrived. Nothing the sender typed is in it: the
 * form takes any address, and the shop's sender must not carry a stranger's words to a stranger.
 */
export function contactAcknowledgement(message: { email: string; receivedAt: Date }): Mail {
  return {
    to: message.email,
    subject: 'We received your message',
    text: [
      'Hello,',
      '',
      `Thank you for writing to Voltbay. Your message of ${formatDate(message.receivedAt.toISOString())} reached our customer care,`,
      'and we answer it by e-mail. If you did not write to us, you can ignore this e-mail.',
      '',
      'Voltbay customer care',
    ].join('\n'),
  };
}

/** A contact message, to the shop's inbox: staff answer its sender from there. */
export function contactForStaff(message: ContactMessage & { id: number }, shopInbox: string): Mail {
  return {
    to: shopInbox,
    replyTo: message.email,
    subject: `Contact message ${message.id}: ${message.subject}`,
    text: [`From: ${message.name} <${message.email}>`, '', message.message].join('\n'),
  };
}

/** A line of an e-mail: text, or a link the HTML part makes clickable. */
type MailLine = string | { href: string };

/** A part of an e-mail: its lines under a heading, or the heading's place kept empty. */
interface MailSection {
  heading?: string;
  lines: readonly MailLine[];
}

/** The text and HTML parts of an e-mail made of `sections`: the same words in each. */
function mailParts(subject: string, sections: readonly MailSection[]): Pick<Mail, 'text' | 'html'> {
  const textOf = (line: MailLine) => (typeof line === 'string' ? line : line.href);
  const htmlOf = (line: MailLine) =>
    typeof line === 'string' ? html`${line}` : html`<a href="${line.href}">${line.href}</a>`;
  return {
    text: sections
      .map(({ heading, lines }) => [...(heading ? [heading] : []), ...lines.map(textOf)].join('\n'))
      .join('\n\n'),
    html: htmlDocument(
      subject,
      html`${sections.map(
        ({ heading, lines }) =>
          html`${heading ? html`<h2>${heading}</h2>` : []}
            <p>
              ${lines.map((line, index) => html`${index > 0 ? html`<br />` : []}${htmlOf(line)}`)}
            </p>`,
      )}`,
    ),
  };
}

/**
 * The order's confirmation, in text and HTML: what the order page shows, in its words
 * (shop-api/order-text.ts), but not what the shopper typed (their name, a delivery address): a
 * guest may give anyone's e-mail (docs/decisions/0036-order-e-mails.md). `link` opens the whole
 * order (`orderLinkPath`), `shopOrigin` is where the shopper opens the shop.
 */
export function orderConfirmation(order: Order, link: string, shopOrigin: string): Mail {
  const text = orderDetailsText;
  const { fulfilment } = order;
  const store = pickupStoreOf(order);
  const subject = `Your Voltbay order ${order.number}`;
  const storeSections = store ? storeDetails(store, order) : [];
  return {
    to: order.contact.email,
    subject,
    ...mailParts(subject, [
      { lines: ['Hello,'] },
      {
        lines: [
          `Thank you for your order ${order.number}, placed on ${formatDate(order.placedAt)}.`,
          `${text.status}: ${orderStatusText[order.status]}`,
          howItComes(progressOf(order)),
        ],
      },
      {
        heading: text.whatNext,
        lines: [text.next(order.status, order)],
      },
      { heading: text.items, lines: order.lines.map(text.line) },
      {
        lines: [
          `${text.subtotal}: ${formatCents(order.subtotalCents)}`,
          ...(order.promoCode
            ? [`${text.discount(order.promoCode)}: ${formatCents(-order.discountCents)}`]
            : []),
          ...(fulfilment.type === 'delivery'
            ? [`${text.delivery}: ${text.deliveryCharge(order.deliveryCents)}`]
            : []),
          `${text.total}: ${formatCents(order.totalCents)}`,
        ],
      },
      ...storeSections,
      { heading: text.paymentTitle, lines: [text.payment[fulfilment.payment], text.noCardOnline] },
      {
        lines: [
          'See the whole order, and where it stands, at this address (keep it to yourself: it opens your order without a password):',
          { href: link },
          `Its state alone: ${shopOrigin}/tracking, with its number and your e-mail.`,
        ],
      },
      { lines: ['Voltbay'] },
    ]),
  };
}

/**
 * The store's own details, as the order page shows them (the shop's words, never the shopper's),
 * and how long the order is kept there.
 */
const storeDetails = (store: Store, order: Order): MailSection[] => [
  {
    heading: orderDetailsText.pickupTitle,
    lines: [
      store.name,
      ...store.address,
      `${orderDetailsText.storePhone}: ${store.phone.display}`,
      ...(order.reservedUntil ? [reservedUntilText(order.reservedUntil)] : []),
    ],
  },
  {
    heading: orderDetailsText.openingHours,
    lines: hoursText(store).map(({ days, time }) => `${days}: ${time}`),
  },
];

const reservedUntilText = (iso: string) =>
  `We keep it for you until ${formatDateTime(iso)} (Dhaka time).`;

/**
 * A day before an order's hold ends (`sweepHolds`): collect it (the store, its address and hours)
 * or, for cash on delivery, let the shop confirm it; otherwise it is cancelled then.
 */
export function orderHoldReminder(order: Order, link: string): Mail {
  const store = pickupStoreOf(order);
  const until = order.reservedUntil ? formatDateTime(order.reservedUntil) : null;
  const subject = `Your Voltbay order ${order.number}: ${store ? 'collect it by' : 'confirm it by'} ${until ?? 'tomorrow'}`;
  return {
    to: order.contact.email,
    subject,
    ...mailParts(subject, [
      { lines: ['Hello,'] },
      {
        lines: [
          store
            ? `Your order ${order.number} is waiting for you at ${store.name} until ${until} (Dhaka time). Collect it and pay there before then; after that we cancel it and put its products back on the shelf.`
            : `We could not confirm your order ${order.number} with you yet. Answer our call, or call us, before ${until} (Dhaka time); after that we cancel it and nothing is owed.`,
        ],
      },
      ...(store ? storeDetails(store, order) : []),
      { lines: ['The whole order, and where it stands:', { href: link }] },
      { lines: ['Voltbay'] },
    ]),
  };
}

/** The shop cancelled an order nobody collected or confirmed in time (`sweepHolds`). */
export function orderExpired(order: Order, link: string): Mail {
  const why =
    order.fulfilment.type === 'pickup'
      ? 'it was not collected by the end of its reservation'
      : 'we could not confirm it with you in time';
  return {
    to: order.contact.email,
    subject: `Your Voltbay order ${order.number} was cancelled`,
    text: [
      'Hello,',
      '',
      `We cancelled your order ${order.number} because ${why}, and returned its products to our stock.`,
      'Nothing is owed, and you are welcome to order again. The order as it was:',
      link,
      '',
      'Voltbay',
    ].join('\n'),
  };
}

/**
 * An order moved to `status` by staff or cancelled by its shopper: the state and what happens
 * next in the words of the order page's history (shop-api/order-text.ts).
 */
export function orderChanged(order: Order, status: OrderStatus, link: string): Mail {
  return {
    to: order.contact.email,
    subject: `Your Voltbay order ${order.number}: ${orderStatusText[status]}`,
    text: [
      'Hello,',
      '',
      `Your order ${order.number} has a new state.`,
      `${orderDetailsText.status}: ${orderStatusText[status]}`,
      '',
      `${orderDetailsText.whatNext}: ${orderDetailsText.next(status, order)}`,
      '',
      'The whole order, and where it stands:',
      link,
      '',
      'Voltbay',
    ].join('\n'),
  };
}

// --- Questions and answers ---

/**
 * A question has a new answer, to the account that asked it (its confirmed e-mail). The answer's
 * words are not in it: anyone signed in may answer, and the shop's sender does not carry them.
 */
export function questionAnswered(
  answer: { productId: string; productName: string; byStaff: boolean },
  to: string,
  shopOrigin: string,
): Mail {
  return {
    to,
    subject: `Your question about ${answer.productName} has an answer`,
    text: [
      'Hello,',
      '',
      `${answer.byStaff ? 'Our staff have' : 'Another shopper has'} answered your question about ${answer.productName}.`,
      'Read it on the product page:',
      `${shopOrigin}/products/${answer.productId}#questions`,
      '',
      'Voltbay',
    ].join('\n'),
  };
}

// --- Back-in-stock alerts ---

/** The one e-mail of a back-in-stock alert: the product is back, with the link to order it. */
export function backInStock(
  alert: { email: string; productId: string; productName: string; location: LocationId },
  shopOrigin: string,
): Mail {
  const store = alert.location === 'warehouse' ? undefined : storeOf(alert.location);
  const where = store ? ` at our ${store.name} store` : '';
  return {
    to: alert.email,
    subject: `Back in stock${where}: ${alert.productName}`,
    text: [
      'Hello,',
      '',
      `You asked us to tell you when ${alert.productName} is back in stock${where}. It is back now:`,
      `${shopOrigin}/products/${alert.productId}`,
      '',
      'This is the only e-mail you get about it; stock can run out again, so do not wait too long.',
      '',
      'Voltbay',
    ].join('\n'),
  };
}
