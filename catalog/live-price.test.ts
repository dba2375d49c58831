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
