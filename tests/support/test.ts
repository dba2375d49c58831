import { test as base, expect } from '@playwright/test';
import { resetAccounts } from './emulator';
import { Storefront } from './storefront';

/**
 * The test every end-to-end file uses: the emulator's accounts are reset before each test, page
 * errors fail the test, and `shop` is the storefront's page object.
 */
export const test = base.extend<{ shop: Storefront; emptyEmulator: void }>({
  emptyEmulator: [
    async ({}, use) => {
      await resetAccounts();
      await use();
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  shop: async ({ page }, use) => {
    await use(new Storefront(page));
  },
});

export { expect };
