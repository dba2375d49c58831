import { describe, expect, it } from 'vitest';
import { parseShopCatalog } from './shop-catalog.ts';
import { withLivePrice } from './live-price.ts';

const [reduced] = parseShopCatalog().products.filter((product) => product.discountPercentage > 0);

describe('withLivePrice', () => {
  it('is the same product at the same price', () => {
    expect(withLivePrice(reduced!, reduced!.priceCents)).toBe(reduced);
  });

  it('shows the discount from the price before, and none for a price at or above it', () => {
    const { originalPriceCents } = reduced!;
    expect(withLivePrice(reduced!, originalPriceCents / 2)).toMatchObject({
      priceCents: originalPriceCents / 2,
      originalPriceCents,
      discountPercentage: 50,
    });
    expect(withLivePrice(reduced!, originalPriceCents + 100)).toMatchObject({
      priceCents: originalPriceCents + 100,
      originalPriceCents: originalPriceCents + 100,
      discountPercentage: 0,
    });
  });
});

describe("withLivePrice and the server's sale", () => {
  const sale = { title: 'Monitor week', endsAt: '2026-12-08T12:00:00+06:00' };

  it("names the server's sale, keeps the build's until it answered, and drops an ended one", () => {
    const onSale = withLivePrice(reduced!, reduced!.priceCents - 100, sale);
    expect(onSale).toMatchObject({ priceCents: reduced!.priceCents - 100, sale });
    expect(withLivePrice(onSale, onSale.priceCents)).toBe(onSale);
    const ended = withLivePrice(onSale, reduced!.priceCents, null);
    expect(ended.priceCents).toBe(reduced!.priceCents);
    expect(ended).not.toHaveProperty('sale');
  });
});
