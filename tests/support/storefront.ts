import type { Locator, Page } from '@playwright/test';

/** The parts of the storefront every page shares. */
export class Storefront {
  readonly header: Locator;
  readonly footer: Locator;
  readonly main: Locator;
  readonly signInLink: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
    this.main = page.getByRole('main');
    this.signInLink = this.header.getByRole('link', { name: 'Register or Login' });
  }

  async goto(path: string) {
    await this.page.goto(path);
  }

  heading(name: string) {
    return this.main.getByRole('heading', { level: 1, name });
  }
}
