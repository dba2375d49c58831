import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCompareActor } from '#src/actors/compare-actor.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { Compare } from './compare-entry.tsx';

const ipad = { id: 'vb-0001', name: 'iPad 10.9-inch Wi-Fi 64 GB' };
const iphone = { id: 'vb-0004', name: 'iPhone 15 128 GB' };
const keep = (...ids: string[]) =>
  localStorage.setItem('voltbay.compare', JSON.stringify({ version: 1, data: ids }));
const kept = () =>
  (JSON.parse(localStorage.getItem('voltbay.compare') ?? '{"data":[]}') as { data: string[] }).data;

function renderEntries(product: { id: string; name: string }) {
  return renderApp(
    <>
      <Compare chooser />
      <Compare productId={product.id} productName={product.name} />
    </>,
  );
}

beforeEach(() => {
  forgetCompareActor();
});

describe('Compare', () => {
  it('adds a product and takes it out, the header linking to the comparison with the count', async () => {
    renderEntries(ipad);
    const toggle = await screen.findByRole('button', { name: `Compare ${ipad.name}` });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: '1 product to compare' })).toHaveAttribute(
      'href',
      `/compare?ids=${ipad.id}`,
    );
    expect(kept()).toEqual([ipad.id]);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks which product a fifth replaces', async () => {
    keep('vb-0001', 'vb-0002', 'vb-0003', 'vb-0005');
    renderEntries(iphone);
    await userEvent.click(await screen.findByRole('button', { name: `Compare ${iphone.name}` }));
    const chooser = await screen.findByRole('dialog', { name: 'Compare up to 4 products' });
    await userEvent.click(
      await within(chooser).findByRole('button', { name: `Replace ${ipad.name}` }),
    );
    expect(kept()).toEqual(['vb-0002', 'vb-0003', 'vb-0005', iphone.id]);
    expect(screen.getByRole('button', { name: `Compare ${iphone.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
