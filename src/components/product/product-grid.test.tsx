import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '#catalog/product.fixtures.ts';
import type { LiveStockLevel } from '#machines/stock/live-stock.machine.ts';
import type { ReadLiveStock } from '#src/services/shop-api/stock.ts';
import { serverUnreachable } from '#src/testing/live-stock.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { ProductGrid } from './product-grid.tsx';

const monitorWeek = { title: 'Monitor week', endsAt: '2026-12-08T14:00:00+06:00' };
/** Over the card's image, and read out in full after the price. */
const saleRibbon = 'Monitor week · ends 8 Dec 2026, 14:00';
const saleLine = 'Monitor week: this price until 8 Dec 2026, 14:00 (Dhaka time)';
/** A product the build priced in Monitor week, $509.15 instead of $599.00. */
const onSaleAtBuild = () =>
  makeProduct({
    name: 'Phone',
    priceCents: 50_915,
    originalPriceCents: 59_900,
    discountPercentage: 15,
    sale: monitorWeek,
  });

/** A shop server that answers `levels` once the test says so (`answer`). */
function serverAnsweringLater(levels: LiveStockLevel[]) {
  let resolve = (_levels: LiveStockLevel[]) => {};
  const answered = new Promise<LiveStockLevel[]>((settle) => (resolve = settle));
  const read = vi.fn<ReadLiveStock>(() => answered);
  const answer = () =>
    act(async () => {
      resolve(levels);
      await answered;
    });
  return { read, answer };
}

function renderGrid(products: ReturnType<typeof makeProduct>[], readStock: ReadLiveStock) {
  renderApp(<ProductGrid products={products} />, { readStock });
  return (name: string) =>
    within(screen.getByRole('heading', { name }).closest('li') as HTMLElement);
}

describe('ProductGrid', () => {
  it("shows a sale that started since the build once the server answers, the grid's ids in one call", async () => {
    const full = (priceCents: number) => ({ priceCents, originalPriceCents: priceCents });
    const phone = makeProduct({ id: 'vb-9001', name: 'Phone', ...full(59_900) });
    const tablet = makeProduct({ id: 'vb-9002', name: 'Tablet', ...full(39_900) });
    const server = serverAnsweringLater([
      { productId: 'vb-9001', stock: 3, priceCents: 50_915, sale: monitorWeek },
      { productId: 'vb-9002', stock: 0, priceCents: 39_900 },
    ]);
    const card = renderGrid([phone, tablet], server.read);

    // The build's figures until the server answers: no sale.
    expect(card('Phone').getByText('$599.00')).toBeInTheDocument();
    expect(card('Phone').queryByTestId('sale-ribbon')).toBeNull();
    expect(card('Phone').queryByText(saleLine)).toBeNull();
    expect(card('Phone').getByText('In stock')).toBeInTheDocument();
    expect(card('Tablet').getByRole('button', { name: 'Add to Cart, Tablet' })).toBeInTheDocument();

    await server.answer();
    expect(await card('Phone').findByText('$509.15')).toBeInTheDocument();
    const was = card('Phone').getByText(/\$599\.00/);
    expect(was.tagName).toBe('S');
    expect(was).toHaveTextContent('Was $599.00');
    expect(card('Phone').getByText('15% off')).toBeInTheDocument();
    expect(card('Phone').getByTestId('sale-ribbon')).toHaveTextContent(saleRibbon);
    expect(card('Phone').getByText(saleLine)).toBeInTheDocument();
    // The server's counts: a few left, and one sold out since the build.
    expect(card('Phone').getByText('Only 3 left')).toBeInTheDocument();
    expect(card('Tablet').getByText('Out of stock')).toBeInTheDocument();
    expect(card('Tablet').queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    expect(server.read).toHaveBeenCalledTimes(1);
    expect(server.read).toHaveBeenCalledWith(['vb-9001', 'vb-9002']);
  });

  it('shows the full price once the server says the sale of the build has ended', async () => {
    const phone = onSaleAtBuild();
    const server = serverAnsweringLater([{ productId: phone.id, stock: 5, priceCents: 59_900 }]);
    const card = renderGrid([phone], server.read);
    expect(card('Phone').getByTestId('sale-ribbon')).toHaveTextContent(saleRibbon);
    expect(card('Phone').getByText(saleLine)).toBeInTheDocument();

    await server.answer();
    await waitFor(() => expect(card('Phone').queryByText('$509.15')).toBeNull());
    expect(card('Phone').getByText('$599.00').tagName).not.toBe('S');
    expect(card('Phone').queryByText(/Was/)).toBeNull();
    expect(card('Phone').queryByText(/% off/)).toBeNull();
    expect(card('Phone').queryByTestId('sale-ribbon')).toBeNull();
    expect(card('Phone').queryByText(saleLine)).toBeNull();
  });

  it("keeps the build's price and sale when the server cannot answer", async () => {
    const phone = onSaleAtBuild();
    const refused: Promise<unknown>[] = [];
    const read = vi.fn<ReadLiveStock>((ids) => {
      const answer = serverUnreachable(ids);
      refused.push(answer.catch(() => {}));
      return answer;
    });
    const card = renderGrid([phone], read);
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    // Once the refusal has reached the cards.
    await act(() => Promise.all(refused));

    expect(card('Phone').getByText('$509.15')).toBeInTheDocument();
    expect(card('Phone').getByText('15% off')).toBeInTheDocument();
    expect(card('Phone').getByTestId('sale-ribbon')).toHaveTextContent(saleRibbon);
    expect(card('Phone').getByText(saleLine)).toBeInTheDocument();
    expect(card('Phone').getByText('In stock')).toBeInTheDocument();
  });
});
