import { describe, expect, it } from 'vitest';
import { DELIVERY } from '#shop-api/cart-rules.ts';
import { preOrderPolicySlug, shop } from '#src/content/shop.ts';
import { wholeDollars } from '#shop-api/money.ts';
import { isPageSlug, loadPage, readPage } from './index.ts';

/** The words a page's blocks show, in order, without their markup. */
const plainText = (node: unknown): string => {
  if (Array.isArray(node)) return node.map(plainText).join('');
  if (typeof node !== 'object' || node === null) return '';
  if ('text' in node && typeof node.text === 'string') return node.text;
  return Object.values(node).map(plainText).join('');
};

const pageLinks = shop.footerLinks
  .flatMap((column) => column.links)
  .filter((link) => link.to.startsWith('/page/'));

const files = import.meta.glob<string>('./*.md', { query: '?raw', import: 'default', eager: true });

describe('the information pages', () => {
  it.each(pageLinks)('have content for the footer link $label ($to)', async ({ to }) => {
    const slug = decodeURIComponent(to.slice('/page/'.length));
    expect(isPageSlug(slug)).toBe(true);
    if (!isPageSlug(slug)) return;
    const page = await loadPage(slug);
    expect(page.title).not.toBe('');
    expect(page.blocks.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(files))('%s has a title, a description and content', (file, source) => {
    const page = readPage(source, file);
    expect(page.title.length).toBeGreaterThan(2);
    expect(page.description.length).toBeGreaterThan(40);
    expect(page.blocks.length).toBeGreaterThan(0);
    expect(source).not.toMatch(/lorem ipsum/i);
  });

  // Against the cart's rule, so a changed rule fails here until the pages say it too.
  it.each(['delivery-terms-and-conditions', 'faq'] as const)(
    '%s states the delivery rule the cart applies',
    async (slug) => {
      const text = plainText((await loadPage(slug)).blocks);
      const dollars = (cents: number) => `$${wholeDollars(cents)}`;
      expect(text).toContain(`Delivery is free on orders over ${dollars(DELIVERY.freeOverCents)}`);
      expect(text).toMatch(
        new RegExp(`the delivery charge is \\${dollars(DELIVERY.chargeCents)}\\.`, 'i'),
      );
    },
  );

  // What the checkout offers (shop-api/orders.ts): delivery paid in cash, or pickup paid at the
  // store; nothing paid online, no EMI or pre-order at checkout.
  it.each(['delivery-terms-and-conditions', 'faq', 'emi-and-payment-policy'] as const)(
    '%s says how an online order is paid, and that nothing is paid online',
    async (slug) => {
      const text = plainText((await loadPage(slug)).blocks);
      expect(text).toMatch(/in cash on delivery|in cash to the courier/i);
      expect(text).toMatch(/pickup at a store is (always )?free|Pickup is free/i);
      expect(text).toMatch(/no card or online payment|no card payment on this website/);
    },
  );

  it('promise no EMI or pre-order at the online checkout', async () => {
    const payment = plainText((await loadPage('emi-and-payment-policy')).blocks);
    expect(payment).toContain('EMI is not available for online orders');
    const preOrder = plainText((await loadPage(preOrderPolicySlug)).blocks);
    expect(preOrder).toContain('Pre-orders are not taken on this website');
    const faq = plainText((await loadPage('faq')).blocks);
    expect(faq).toContain('Not for online orders.');
    expect(faq).toContain('Pre-orders are not taken at the online checkout.');
  });

  it.each(Object.entries(files))(
    '%s says nothing of a checkout to come or of paying online',
    (_file, source) => {
      expect(source).not.toMatch(/not open yet|once (online )?checkout opens|being built|soon/i);
      expect(source).not.toMatch(/secure (payment|checkout)|payment gateway|pay online/i);
    },
  );

  it('state the 30-day returns', async () => {
    const terms = plainText((await loadPage('delivery-terms-and-conditions')).blocks);
    expect(terms).toContain('within 30 days');
  });

  it('say how to track an order, and nothing of online orders not existing', async () => {
    const tracking = await loadPage('tracking');
    const text = JSON.stringify(tracking.blocks);
    expect(text).toContain('the e-mail you used');
    expect(text).not.toContain('no online orders');
    expect(tracking.description).toBe(
      'Look up a Voltbay online order with its order number and e-mail.',
    );
  });

  it('serve only the policy pages at /page/{slug}', () => {
    expect(isPageSlug('privacy-policy')).toBe(true);
    expect(isPageSlug('about')).toBe(false);
    expect(isPageSlug('no-such-page')).toBe(false);
    expect(isPageSlug(undefined)).toBe(false);
  });

  it('refuse a page without title or description', () => {
    expect(() => readPage('---\ntitle: Only a title\n---\nText.', 'broken')).toThrow(
      "Page 'broken' needs a title and a description in its front matter.",
    );
  });
});
