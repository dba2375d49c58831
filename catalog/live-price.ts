import { impliedDiscount } from '#shop-api/money.ts';
import type { Product } from './product.ts';

/** A running sale as a page names it. */
export type ProductSale = NonNullable<Product['sale']>;

/**
 * `product` at the price the shop's server sells it now (staff may have changed it, or a sale
 * started or ended, since the build): the discount follows from the price before, which is never
 * below the price. `sale` is the server's: the sale giving the price, null for none, undefined
 * while it has not answered (the build's stands). The same product when nothing changed.
 */
export function withLivePrice(
  product: Product,
  priceCents: number,
  sale?: ProductSale | null,
): Product {
  const liveSale = sale === undefined ? product.sale : (sale ?? undefined);
  if (priceCents === product.priceCents && liveSale === product.sale) return product;
  const originalPriceCents = Math.max(product.originalPriceCents, priceCents);
  const { sale: _built, ...regular } = product;
  return {
    ...regular,
    priceCents,
    originalPriceCents,
    discountPercentage: impliedDiscount(priceCents, originalPriceCents),
    ...(liveSale && { sale: liveSale }),
  };
}
