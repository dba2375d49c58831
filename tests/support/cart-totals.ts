import { expect, type Locator } from '@playwright/test';

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
