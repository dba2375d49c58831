import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCompareActor } from '#src/actors/compare-actor.ts';
import { path } from '#src/routing/paths.ts';
import { catalog } from '#src/services/catalog/catalog.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { ComparePage } from './compare-page.tsx';

const ipad = 'iPad 10.9-inch Wi-Fi 64 GB';
const laptop = 'Dell XPS 13 9350';

async function renderCompare(address: string) {
  const result = renderApp(null, {
    routes: [
      {
        path: path.compare,
        Component: ComparePage,
        HydrateFallback: () => null,
      },
    ],
    path: address,
  });
  await screen.findByRole('heading', { level: 1, name: 'Compare products' });
  return result;
}

const table = () => screen.findByRole('table', { name: 'Products compared side by side' });
const columnNames = async () =>
  within(await table())
    .getAllByRole('columnheader')
    .flatMap((header) => within(header).queryAllByRole('link'))
    .map((link) => link.textContent);
const rowOf = async (name: RegExp) =>
  within(await table())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name }));

beforeEach(() => {
  forgetCompareActor();
});

describe('ComparePage', () => {
  it("shows a link's products side by side, leaving out unknown and repeated ids, and rewrites the address", async () => {
    const { router } = await renderCompare('/compare?ids=vb-0001,vb-0027,vb-0001,nope,vb-9999');
    expect(await columnNames()).toEqual([ipad, laptop]);
    expect(
      screen.getByText("2 products in this link aren't sold here and were left out."),
    ).toBeVisible();
    expect(
      screen.getByText('Products named more than once in this link are shown once.'),
    ).toBeVisible();
    await expect.poll(() => router.state.location.search).toBe('?ids=vb-0001,vb-0027');
    expect(await rowOf(/^Memory type/)).toHaveTextContent('Does not apply');
    expect(await rowOf(/^Kind/)).toHaveTextContent('Differs');
  });

  it('shows only the rows that differ when asked', async () => {
    await renderCompare('/compare?ids=vb-0001,vb-0027');
    const all = within(await table()).getAllByRole('row').length;
    await userEvent.click(screen.getByRole('switch', { name: 'Show only differences' }));
    const rows = within(await table()).getAllByRole('rowheader');
    expect(rows.length).toBeLessThan(all);
    // Every row left but the buttons' says it differs.
    for (const header of rows.slice(0, -1)) expect(header).toHaveTextContent('Differs');
  });

  it('keeps the first 4 of a link with 100 ids, and says so', async () => {
    const ids = Array.from({ length: 100 }, (_, n) => `vb-${String(n + 1).padStart(4, '0')}`);
    await renderCompare(`/compare?ids=${ids.join(',')}`);
    expect(await columnNames()).toHaveLength(4);
    expect(screen.getByText(/^Only 4 products can be compared/)).toBeVisible();
  });

  it('says so when the kept comparison could not all be read, and shows what could', async () => {
    localStorage.setItem(
      'voltbay.compare',
      JSON.stringify({ version: 1, data: [7, 'vb-0002', null, { id: 'vb-0001' }] }),
    );
    await renderCompare('/compare');
    expect(await columnNames()).toEqual(['iPad Air 11-inch M2 Wi-Fi 128 GB']);
    expect(
      screen.getByText("We couldn't read all of your comparison, so some products may be missing."),
    ).toBeVisible();
  });

  it('says there is nothing to compare when the kept comparison is not even JSON', async () => {
    localStorage.setItem('voltbay.compare', '{{{');
    await renderCompare('/compare');
    expect(await screen.findByText('Nothing to compare yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows an empty comparison without waiting for the catalog', async () => {
    const products = vi.spyOn(catalog, 'products');
    await renderCompare('/compare');
    expect(await screen.findByText('Nothing to compare yet')).toBeVisible();
    expect(products).not.toHaveBeenCalled();
  });
});
