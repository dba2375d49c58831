import { expect, type Locator, type Page } from '@playwright/test';

// The cart's controls as the drawer, the checkout page and the product page name them.

/** Where the shop keeps the cart (src/services/storage/cart-store.ts). */
export const CART_KEY = 'voltbay.cart';
/** A cart of these lines as the shop stores it under `CART_KEY`. */
export const storedCart = (lines: { productId: string; quantity: number }[]) =>
  JSON.stringify({ version: 1, data: lines });

/** The drawer's (or checkout page's) row of the product named `name`. */
export const row = (drawer: Locator, name: string) =>
  drawer.getByRole('row').filter({ has: drawer.page().getByRole('link', { name, exact: true }) });

/** A card's or the product page's Add to Cart button: the words it shows, then the product. */
export const addToCart = (where: Locator | Page, name: string) =>
  where.getByRole('button', { name: `Add to Cart, ${name}`, exact: true });
/** Every product's Add to Cart button in `where`. */
export const anyAddToCart = (where: Locator) =>
  where.getByRole('button', { name: /^Add to Cart, / });

export const plus = (where: Locator, name: string) =>
  where.getByRole('button', { name: `Increase quantity of ${name}` });
export const minus = (where: Locator, name: string) =>
  where.getByRole('button', { name: `Decrease quantity of ${name}` });
export const quantityField = (where: Locator, name: string) =>
  where.getByRole('textbox', { name: `Quantity of ${name}` });

/** The value beside a total's label: 'Sub-Total', 'Delivery Charge' or 'Total'. */
const total = (where: Locator, label: string) =>
  where.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

/** Expects the cart's priced totals (the drawer's or the checkout page's). */
export async function expectTotals(
  where: Locator,
  subtotal: string,
  delivery: string,
  sum: string,
) {
  await expect(total(where, 'Sub-Total')).toHaveText(subtotal);
  await expect(total(where, 'Delivery Charge')).toHaveText(delivery);
  await expect(total(where, 'Total')).toHaveText(sum);
}
