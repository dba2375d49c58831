import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shop } from '#src/content/shop.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('groups its links under their column headings, each named by its label and opening its page', () => {
    renderApp(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    for (const column of shop.footerLinks) {
      const region = within(footer).getByRole('region', { name: column.title });
      expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(column.title);
      const links = within(region)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links, column.title).toEqual(column.links.map(({ label, to }) => [label, to]));
    }
  });

  it('leads a shopper from the words of a link to the page they name', () => {
    renderApp(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const pathOf = (name: string) =>
      decodeURIComponent(within(footer).getByRole('link', { name }).getAttribute('href') ?? '');
    expect(pathOf('Shop Address')).toBe('/contact');
    expect(pathOf('Exchange Any Device')).toBe('/page/exchange-policy');
    expect(pathOf('Privacy Policy')).toBe('/page/privacy-policy');
    // The pre-order policy's page has a Bengali slug: the link encodes it, the path is the slug.
    expect(within(footer).getByRole('link', { name: 'Pre-Order Policy' })).toHaveAttribute(
      'href',
      `/page/${encodeURIComponent('প্রি-অর্ডার-নীতিমালা')}`,
    );
  });

  it('gives the support phone as tel:, the e-mail as mailto:, social and app links', () => {
    renderApp(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
    expect(within(footer).getByRole('link', { name: 'support@voltbay.example' })).toHaveAttribute(
      'href',
      'mailto:support@voltbay.example',
    );
    for (const network of ['Facebook', 'Instagram', 'YouTube', 'TikTok', 'LinkedIn']) {
      const link = within(footer).getByRole('link', { name: network });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByRole('link', { name: 'App Store' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Google Play' })).toBeInTheDocument();
  });

  it('shows the four store addresses and the 2025 copyright', () => {
    renderApp(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const stores = within(within(footer).getByRole('region', { name: 'Our stores' })).getAllByRole(
      'listitem',
    );
    expect(stores).toHaveLength(4);
    expect(footer).toHaveTextContent('© 2025 Voltbay. All rights reserved.');
  });
});
