import { impliedDiscount } from '#shop-api/money.ts';
import type { Product } from './product.ts';

/**
 * `product` at the price the shop's server sells it now (staff may have changed it since the
 * build): the discount follows from the price before, which is never below the price. The same
 * product when the price has not changed.
 */
export function withLivePrice(product: Product, priceCents: number): Product {
  if (priceCents === product.priceCents) return product;
  const originalPriceCents = Math.max(product.originalPriceCents, priceCents);
  return {
    ...product,
    priceCents,
    originalPriceCents,
    discountPercentage: impliedDiscount(priceCents, originalPriceCents),
  };
}
