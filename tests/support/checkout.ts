import { expect, type Locator, type Page } from '@playwright/test';
import { addToCart } from './cart.ts';
import type { Storefront } from './storefront.ts';

/** The checkout's steps as a shopper goes through them (tests/checkout.spec.ts, qa-scenario.spec.ts). */

export const ipad = { id: 'vb-0001', name: 'iPad 10.9-inch Wi-Fi 64 GB' };

export async function addFromProductPage(shop: Storefront, product: { id: string; name: string }) {
  await shop.goto(`/products/${product.id}`);
  const details = shop.page.getByRole('article', { name: product.name });
  await addToCart(details, product.name).click();
}

/** A step's heading. */
export const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** A step's button on to the next one (a step's form's, or the page's on the payment step). */
export const continueButton = (where: Locator) => where.getByRole('button', { name: 'Continue' });

/** The review's button that places the order, and what it says while the order is placed. */
export const placeOrderButton = (where: Locator) =>
  where.getByRole('button', { name: 'Place order' });
export const placingOrderButton = (where: Locator | Page) =>
  where.getByRole('button', { name: 'Placing your order...' });

/** The placed order's page, by its heading. */
export const orderHeading = (where: Locator | Page) =>
  where.getByRole('heading', { level: 1, name: /^Order VB-/ });

/** Types the shopper's details into the first step, and stays there; returns its form. */
export async function typeContact(page: Page, contact: Contact) {
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Full name').fill(contact.name);
  await form.getByLabel('Email').fill(contact.email);
  await form.getByLabel('Phone').fill(contact.phone ?? '+880 1700 000000');
  return form;
}

/** A phone no other test uses: a promo code's cap on one shopper counts phones too. */
let phones = 0;
export const newPhone = () => `+880 1${String(Date.now() + (phones += 1)).slice(-9)}`;

/** A shopper's details; the phone is one every test shares unless given (a code's cap counts it). */
interface Contact {
  name: string;
  email: string;
  phone?: string;
}

export async function fillContact(page: Page, contact: Contact) {
  await continueButton(await typeContact(page, contact)).click();
}

/** Chooses pickup at `store` on the delivery step, and stays there; returns its form. */
export async function pickUpAt(page: Page, store: string) {
  const form = page.getByRole('form', { name: 'Delivery or pickup' });
  await form.getByText('Pickup at a store').click();
  await form.getByText(store, { exact: true }).click();
  return form;
}

export async function choosePickup(page: Page, store: string) {
  await continueButton(await pickUpAt(page, store)).click();
}

/** The server's total on the review. */
export const total = (where: Locator) =>
  where
    .getByRole('table', { name: 'Total' })
    .getByRole('row', { name: /^Total / })
    .getByRole('cell');

/** From the cart to the review: details typed in, pickup at `store`, paid there. */
export async function reviewForPickup(
  shop: Storefront,
  guest: { email: string; store: string; phone?: string },
) {
  await shop.goto('/checkout');
  await fillContact(shop.page, { name: 'Ada Lovelace', ...guest });
  await choosePickup(shop.page, guest.store);
  await continueButton(shop.main).click();
  // At the review once it shows and the address says so: a reload keeps the shopper there.
  await expect(step(shop.page, 'Review and place order')).toBeVisible();
  await expect(shop.page).toHaveURL(/\?step=review$/);
}

/** The address the checkout opens once the order is placed: its page, with the key of its link. */
export const placedOrderUrl = /\/orders\/(VB-\d{10})#key=[\w-]{43}$/;

/** The number of the order in `url`, the address the checkout opened (`placedOrderUrl`). */
export const orderNumberIn = (url: string) => placedOrderUrl.exec(url)?.[1];
