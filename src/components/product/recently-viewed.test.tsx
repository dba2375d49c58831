import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '#src/services/catalog/catalog.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { RecentlyViewed } from './recently-viewed.tsx';

const key = 'voltbay.recentlyViewed';
const keep = (...productIds: string[]) =>
  localStorage.setItem(
    key,
    JSON.stringify({
      version: 1,
      data: productIds.map((productId, index) => ({ productId, viewedAt: 1000 - index })),
    }),
  );
const storedIds = () =>
  (JSON.parse(localStorage.getItem(key) ?? '{}') as { data?: { productId: string }[] }).data?.map(
    (view) => view.productId,
  );
const section = () => screen.findByRole('region', { name: 'Recently viewed' });
const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('RecentlyViewed', () => {
  it('lists the products opened lately, newest first, leaving out any the catalog does not sell', async () => {
    keep('vb-0004', 'vb-9999', 'vb-0001');
    renderApp(<RecentlyViewed />);
    expect(cardNames(await section())).toEqual(['iPhone 15 128 GB', 'iPad 10.9-inch Wi-Fi 64 GB']);
  });

  it("records a product's visit at the front, and lists the others", async () => {
    keep('vb-0004', 'vb-0001');
    renderApp(<RecentlyViewed currentProductId="vb-0001" />);
    expect(cardNames(await section())).toEqual(['iPhone 15 128 GB']);
    expect(storedIds()).toEqual(['vb-0001', 'vb-0004']);
  });

  it('shows nothing when only the product on show, or nothing, was opened, and loads no catalog', async () => {
    const products = vi.spyOn(catalog, 'products');
    renderApp(<RecentlyViewed currentProductId="vb-0001" />);
    await expect.poll(storedIds).toEqual(['vb-0001']);
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(products).not.toHaveBeenCalled();
    products.mockRestore();
  });

  it('forgets them all on Clear, says so, and keeps the focus on the section', async () => {
    keep('vb-0004', 'vb-0001');
    renderApp(<RecentlyViewed />);
    const region = await section();
    await userEvent.click(
      within(region).getByRole('button', { name: 'Clear recently viewed products' }),
    );
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Recently viewed products cleared',
    );
    expect(within(region).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(within(region).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(storedIds()).toEqual([]);
  });

  it('says on the account page how many are kept, without the cards', async () => {
    keep('vb-0004', 'vb-0001');
    renderApp(<RecentlyViewed summary />);
    const region = await section();
    expect(region).toHaveTextContent('2 products you opened lately, kept in this browser only.');
    expect(within(region).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });
});
