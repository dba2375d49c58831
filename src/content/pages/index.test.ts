import { describe, expect, it } from 'vitest';
import { shop } from '#src/content/shop.ts';
import { isPageSlug, loadPage, readPage } from './index.ts';

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

  it('state the delivery rules the cart applies: free over $100, else $50; 30-day returns', async () => {
    const terms = JSON.stringify((await loadPage('delivery-terms-and-conditions')).blocks);
    expect(terms).toContain('free on orders over $100');
    expect(terms).toContain('the delivery charge is ');
    expect(terms).toContain('$50');
    expect(terms).toContain('within 30 days');
  });

  it('say that there are no online orders to track before online checkout opens', async () => {
    const tracking = await loadPage('tracking');
    const text = JSON.stringify(tracking.blocks);
    expect(text).toContain('Online checkout is not open yet, so there are no online orders');
    expect(tracking.description).toContain('once online checkout opens');
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
