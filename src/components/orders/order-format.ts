import type { Order, OrderProgress } from '#shop-api/orders.ts';
import { orderPageText, orderText } from '#src/content/orders.ts';
import { shop, type Store } from '#src/content/shop.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { shopperMessage } from '#src/services/shopper-message.ts';

/**
 * Dates and times in the shop's own time zone, so that an order's times read the same wherever it
 * is opened (or printed), written as `Intl.DateTimeFormat('en-GB', { dateStyle: 'medium',
 * timeStyle: 'short', timeZone: 'Asia/Dhaka' })` writes them: '4 Sept 2026, 02:05'. Not through
 * Intl: the first formatter a page builds loads the locale's and the zone's data, 50-70 ms of a
 * phone's start at 4x CPU (docs/performance-log.md, "2026-11-27: Start-up in short tasks"); the
 * test holds these to Intl's output.
 */
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
/** Dhaka keeps UTC+6 all year: Bangladesh has had no daylight saving time since 2009. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
/** The moment as Dhaka's wall clock shows it, read with the `getUTC…` methods. */
const dhakaClock = (iso: string) => new Date(new Date(iso).getTime() + DHAKA_OFFSET_MS);
const twoDigits = (value: number) => String(value).padStart(2, '0');

export function formatDate(iso: string): string {
  const clock = dhakaClock(iso);
  return `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
}

export function formatDateTime(iso: string): string {
  const clock = dhakaClock(iso);
  return `${formatDate(iso)}, ${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

/** The store a pickup order is collected from. */
export const storeOf = (id: string): Store | undefined =>
  shop.stores.find((candidate) => candidate.id === id);

/** How the order comes, in one sentence: to its address when the order at hand names it. */
export function howItComes(order: Pick<Order | OrderProgress, 'fulfilment'>): string {
  const { fulfilment } = order;
  if (fulfilment.type === 'pickup') {
    return orderText.pickupAt(storeOf(fulfilment.store)?.name ?? fulfilment.store);
  }
  if (!('address' in fulfilment)) return orderText.deliveryToAddressGiven;
  const { line1, line2, city, postcode } = fulfilment.address;
  return orderText.deliveryTo([line1, line2, `${city} ${postcode}`].filter(Boolean).join(', '));
}

/**
 * What to tell the shopper about a failed call to the shop's server: no connection, the
 * server's own reason, or that it cannot answer now.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ShopApiError && error.code === 'offline') return orderPageText.offline;
  return shopperMessage(error) ?? orderPageText.unavailable;
}
