import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#src/testing/render-app.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('lists every footer link of the spec, in order, with the pre-order slug encoded', () => {
    renderApp(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const inApp = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(inApp).toEqual([
      '/about-us',
      '/find-our-store',
      '/contact',
      '/career',
      '/blog',
      '/press-coverage',
      '/tracking',
      '/page/feedback',
      '/contact-us',
      '/faq',
      '/page/emi-and-payment-policy',
      '/page/privacy-policy',
      '/page/warranty-policy',
      '/page/exchange-policy',
      '/page/delivery-terms-and-conditions',
      `/page/${encodeURIComponent('প্রি-অর্ডার-নীতিমালা')}`,
    ]);
    expect(within(footer).getByRole('link', { name: 'Shop Address' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(footer).getByRole('link', { name: 'Exchange Any Device' })).toHaveAttribute(
      'href',
      '/page/exchange-policy',
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
