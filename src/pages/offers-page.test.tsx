import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import rawProducts from '#catalog/products.json';
import type { OffersAnswer } from '#shop-api/published-offers.ts';
import { path } from '#src/routing/paths.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { route } from './offers-page.tsx';

const monitor = rawProducts.find(({ id }) => id === 'vb-0069')!;
const saleEntry = { ...monitor, price: 84.15, originalPrice: 99, discountPercentage: 15 };

const answer: OffersAnswer = {
  sales: [
    {
      id: 'monitor-week',
      title: 'Monitor week',
      reduction: { kind: 'percent', percent: 15 },
      scope: { kind: 'category', category: monitor.category },
      endsAt: '2026-12-08T14:00:00+06:00',
      productCount: 3,
      products: [
        { ...saleEntry, sale: { title: 'Monitor week', endsAt: '2026-12-08T14:00:00+06:00' } },
      ],
    },
  ],
  codes: [
    {
      code: 'SAVE50',
      reduction: { kind: 'amount', amountCents: 5_000 },
      minimumCents: 50_000,
      endsAt: '2026-12-31T00:00:00+06:00',
      withSales: false,
      categories: [],
      excludedCategories: [],
      maxUsesPerCustomer: 1,
    },
  ],
};

function renderOffers(offers: OffersAnswer) {
  server.use(http.get('*/api/offers', () => HttpResponse.json(offers)));
  renderApp(null, {
    routes: [{ path: path.offers, ...route, HydrateFallback: () => null }],
    path: path.offers,
  });
}

describe('OffersPage', () => {
  it('shows each running sale with its end and products, and the published codes with their terms', async () => {
    renderOffers(answer);
    const sale = await screen.findByRole('region', { name: 'Monitor week' });
    expect(sale).toHaveTextContent('15% off');
    expect(sale).toHaveTextContent('Ends 8 Dec 2026, 14:00 (Dhaka time)');
    expect(within(sale).getByRole('heading', { level: 4, name: monitor.name })).toBeVisible();
    expect(within(sale).getByText('$84.15')).toBeVisible();
    expect(within(sale).getByRole('link', { name: /^See all of / })).toBeVisible();

    const codes = screen.getByRole('region', { name: 'Promo codes' });
    expect(within(codes).getByText('SAVE50')).toBeVisible();
    expect(codes).toHaveTextContent(
      '$50.00 off the products it covers, when they come to $500.00 or more, not on products already on sale, once per customer.',
    );
  });

  it('says so when no sale runs and no code is published', async () => {
    renderOffers({ sales: [], codes: [] });
    expect(await screen.findByText(/^No sale is running right now/)).toBeVisible();
    expect(screen.getByText('No promo code is published right now.')).toBeVisible();
  });
});
