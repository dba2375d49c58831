import type { CartLine } from '#machines/cart/cart.machine.ts';
import { isSlug } from '#catalog/slug.ts';
import { createLocalStore, mergeByKey, type StoredValue } from './local-store.ts';

const isLine = (value: unknown): value is CartLine => {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, quantity } = value as Partial<Record<keyof CartLine, unknown>>;
  return isSlug(productId) && Number.isInteger(quantity) && (quantity as number) >= 1;
};

/**
 * The stored lines that can be used: one per product (the first), each with a whole quantity of
 * at least 1; `unreadable` when data or a line in it could not be used (a second line of a
 * product still in the cart loses the shopper nothing). The cart clamps quantities to their
 * limits once it knows the stock.
 */
export function parseCartLines(data: unknown): StoredValue<CartLine[]> {
  if (!Array.isArray(data)) return { value: [], unreadable: true };
  const lines = new Map<string, CartLine>();
  for (const entry of data) {
    if (isLine(entry) && !lines.has(entry.productId)) {
      lines.set(entry.productId, { productId: entry.productId, quantity: entry.quantity });
    }
  }
  return { value: [...lines.values()], unreadable: !data.every(isLine) };
}

/** A tab's view of the cart's lines in localStorage: product ids and quantities, never prices. */
export const createCartStore = () =>
  createLocalStore<CartLine[]>({
    key: 'voltbay.cart',
    version: 1,
    parse: parseCartLines,
    empty: [],
    merge: mergeByKey(
      (line) => line.productId,
      (a, b) => a.quantity === b.quantity,
    ),
  });

/** This tab's cart store. */
export const cartStore = createCartStore();
