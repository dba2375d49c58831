/**
 * The shop's places, the one place they are kept: the four stores and the warehouse that
 * delivers. The pages that list the stores (src/content/shop.ts hands them on), the product page's
 * "where to get it", the checkout, the order page and the server's e-mails (server/texts.ts) read
 * them here. A real shop replaces them here; the addresses and phones are placeholders until it
 * has its own.
 */

/** The stores an order can be collected from, as orders name them (shop-api/orders.ts). */
export const storeIds = [
  'circuit-square',
  'riverside',
  'lakeview-mall',
  'northgate-plaza',
] as const;
export type StoreId = (typeof storeIds)[number];

/** Where the shop keeps stock: the warehouse that delivers, and each store (decision 0043). */
export const locationIds = ['warehouse', ...storeIds] as const;
export type LocationId = (typeof locationIds)[number];

export interface Phone {
  /** As printed. */
  display: string;
  /** As dialled, for `tel:` links. */
  dial: string;
}

/** Days as Dhaka's calendar numbers them: 0 is Sunday, 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Opening hours on some days, on Dhaka's clock ('10:00', '20:00'): a store opens once a day. */
interface OpeningHours {
  /** In the order the shop reads its week, consecutive: Saturday first. */
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

export interface Store {
  id: StoreId;
  name: string;
  /** Address lines, first to last. */
  address: readonly string[];
  openingHours: readonly OpeningHours[];
  phone: Phone;
}

const weekHours: readonly OpeningHours[] = [
  { days: [6, 0, 1, 2, 3, 4], opens: '10:00', closes: '20:00' },
  { days: [5], opens: '15:00', closes: '20:00' },
];

export const stores: readonly Store[] = [
  {
    id: 'circuit-square',
    name: 'Circuit Square',
    address: [
      'Level 4, Shop 412',
      'Circuit Square Shopping Complex',
      '69 Elephant Road, Dhaka 1205',
    ],
    openingHours: weekHours,
    phone: { display: '+880 1700-000011', dial: '+8801700000011' },
  },
  {
    id: 'riverside',
    name: 'Riverside',
    address: [
      'Level 2, Shop 218',
      'Riverside Shopping Complex',
      '12 Kazi Nazrul Islam Avenue, Dhaka 1215',
    ],
    openingHours: weekHours,
    phone: { display: '+880 1700-000012', dial: '+8801700000012' },
  },
  {
    id: 'lakeview-mall',
    name: 'Lakeview Mall',
    address: ['Level 6, Shop 6C-21', 'Lakeview Mall', '3 Gulshan Avenue, Dhaka 1212'],
    openingHours: weekHours,
    phone: { display: '+880 1700-000013', dial: '+8801700000013' },
  },
  {
    id: 'northgate-plaza',
    name: 'Northgate Plaza',
    address: ['Ground Floor, Shop 9', 'Northgate Plaza, Sector 7', 'Uttara, Dhaka 1230'],
    openingHours: weekHours,
    phone: { display: '+880 1700-000014', dial: '+8801700000014' },
  },
];

/** The store an order names (an id the shop no longer has finds none). */
export const storeOf = (id: string): Store | undefined =>
  stores.find((candidate) => candidate.id === id);
