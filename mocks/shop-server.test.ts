import { describe, expect, it } from 'vitest';
import type { Quote, QuoteRequest } from '#shop-api/orders.ts';
import { raisedPrice, withServerPrice } from './shop-server.ts';

// The price-changed QA scenario's own arithmetic; the scenarios run against the real server in
// tests/qa-scenario.spec.ts.

const line = (productId: string, name: string, unitPriceCents: number, quantity: number) => ({
  productId,
  name,
  unitPriceCents,
  quantity,
  lineTotalCents: unitPriceCents * quantity,
  discountCents: 0,
});

const quote: Quote = {
  lines: [line('vb-0001', 'iPad', 32_900, 2), line('vb-0002', 'Cable', 1_000, 1)],
  problems: [],
  subtotalCents: 66_800,
  discountCents: 0,
  deliveryCents: 0,
  totalCents: 66_800,
};

const sent = (priceCents: number, fulfilment?: QuoteRequest['fulfilment']): QuoteRequest => ({
  lines: [
    { productId: 'vb-0001', quantity: 2, priceCents },
    { productId: 'vb-0002', quantity: 1, priceCents: 1_000 },
  ],
  fulfilment,
});

describe('raisedPrice', () => {
  it('asks a tenth more, rounded up to whole dollars', () => {
    expect(raisedPrice(32_900)).toBe(36_200);
    expect(raisedPrice(1_000)).toBe(1_100);
  });
});

describe('withServerPrice', () => {
  it("prices the product's line and the totals at the new price, and names the change", () => {
    const changed = withServerPrice(quote, sent(32_900), 'vb-0001', 36_200);
    expect(changed.lines[0]).toMatchObject({ unitPriceCents: 36_200, lineTotalCents: 72_400 });
    expect(changed.lines[1]).toEqual(quote.lines[1]);
    expect(changed.problems).toEqual([
      { productId: 'vb-0001', problem: 'price-changed', priceCents: 36_200 },
    ]);
    expect(changed).toMatchObject({ subtotalCents: 73_400, deliveryCents: 0, totalCents: 73_400 });
  });

  it('says nothing changed once the shopper sends the new price', () => {
    const accepted = withServerPrice(quote, sent(36_200), 'vb-0001', 36_200);
    expect(accepted.problems).toEqual([]);
    expect(accepted.totalCents).toBe(73_400);
  });

  it("charges delivery by the shop's rule on the new subtotal, and nothing for pickup", () => {
    const small: Quote = {
      lines: [line('vb-0002', 'Cable', 1_000, 1)],
      problems: [],
      subtotalCents: 1_000,
      discountCents: 0,
      deliveryCents: 5_000,
      totalCents: 6_000,
    };
    const cable = (fulfilment?: QuoteRequest['fulfilment']): QuoteRequest => ({
      lines: [{ productId: 'vb-0002', quantity: 1, priceCents: 1_100 }],
      fulfilment,
    });
    expect(withServerPrice(small, cable(), 'vb-0002', 1_100)).toMatchObject({
      subtotalCents: 1_100,
      deliveryCents: 5_000,
      totalCents: 6_100,
    });
    expect(withServerPrice(small, cable('pickup'), 'vb-0002', 1_100).deliveryCents).toBe(0);
  });
});
