/**
 * The shop's stores, the one place they are kept: the pages that list them and the order page
 * (src/content/shop.ts hands them on) and the server's e-mails (server/texts.ts) read them here.
 * A real shop replaces them here; the addresses and phones are placeholders until it has its own.
 */

/** The stores an order can be collected from, as orders name them (shop-api/orders.ts). */
export const storeIds = [
  'circuit-square',
  'riverside',
  'lakeview-mall',
  'northgate-plaza',
] as const;
export type StoreId = (typeof storeIds)[number];

export interface Phone {
  /** As printed. */
  display: string;
  /** As dialled, for `tel:` links. */
  dial: string;
}

export interface Store {
  id: StoreId;
  name: string;
  /** Address lines, first to last. */
  address: readonly string[];
  hours: readonly { days: string; time: string }[];
  phone: Phone;
}

const weekHours = [
  { days: 'Saturday to Thursday', time: '10:00 to 20:00' },
  { days: 'Friday', time: '15:00 to 20:00' },
] as const;

export const stores: readonly Store[] = [
  {
    id: 'circuit-square',
    name: 'Circuit Square',
    address: [
      'Level 4, Shop 412',
      'Circuit Square Shopping Complex',
      '69 Elephant Road, Dhaka 1205',
    ],
    hours: weekHours,
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
    hours: weekHours,
    phone: { display: '+880 1700-000012', dial: '+8801700000012' },
  },
  {
    id: 'lakeview-mall',
    name: 'Lakeview Mall',
    address: ['Level 6, Shop 6C-21', 'Lakeview Mall', '3 Gulshan Avenue, Dhaka 1212'],
    hours: weekHours,
    phone: { display: '+880 1700-000013', dial: '+8801700000013' },
  },
  {
    id: 'northgate-plaza',
    name: 'Northgate Plaza',
    address: ['Ground Floor, Shop 9', 'Northgate Plaza, Sector 7', 'Uttara, Dhaka 1230'],
    hours: weekHours,
    phone: { display: '+880 1700-000014', dial: '+8801700000014' },
  },
];

/** The store an order names (an id the shop no longer has finds none). */
export const storeOf = (id: string): Store | undefined =>
  stores.find((candidate) => candidate.id === id);
