import * as v from 'valibot';
import { checkoutSteps, type CheckoutInput } from '#machines/checkout/checkout.machine.ts';
import { readItem, removeItem, writeItem } from './web-storage.ts';

/** This tab's checkout in progress; gone once the order is placed (nothing of it kept after). */
const KEY = 'voltbay.checkout';
const VERSION = 1;

const text = v.pipe(v.string(), v.maxLength(10_000));

// What a tab may have kept: anything else (another version, a hand-edited value) is left out.
const keptSchema = v.object({
  version: v.literal(VERSION),
  contact: v.partial(v.object({ name: text, email: text, phone: text })),
  delivery: v.partial(
    v.object({
      method: v.picklist(['delivery', 'pickup']),
      line1: text,
      line2: text,
      city: text,
      postcode: text,
      store: text,
    }),
  ),
  reached: v.picklist(checkoutSteps),
  acceptedPrices: v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Optional: a tab that kept its checkout before codes existed still reads. */
  promoCode: v.optional(v.pipe(v.string(), v.maxLength(32))),
  sent: v.nullable(v.object({ key: v.pipe(v.string(), v.maxLength(100)), request: v.string() })),
});

/** What the checkout keeps between reloads: all but the cart's lines, which the cart keeps. */
export type KeptCheckout = Omit<CheckoutInput, 'lines'>;

/** The checkout this tab kept, or nothing when there is none or it cannot be used. */
export function readCheckout(): KeptCheckout {
  let data: unknown;
  try {
    data = JSON.parse(readItem('sessionStorage', KEY) ?? 'null');
  } catch {
    return {};
  }
  const kept = v.safeParse(keptSchema, data);
  if (!kept.success) return {};
  const { version: _version, ...checkout } = kept.output;
  return checkout;
}

/** Keeps the checkout for a reload of this tab; a browser that refuses keeps it for the page. */
export function writeCheckout(checkout: KeptCheckout): void {
  writeItem('sessionStorage', KEY, JSON.stringify({ version: VERSION, ...checkout }));
}

/** Forgets the checkout: the order is placed. */
export const clearCheckout = () => removeItem('sessionStorage', KEY);
