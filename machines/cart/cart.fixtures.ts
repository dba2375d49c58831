import type { CartProduct } from './cart.machine.ts';

/** A product as the cart gets it from the catalog, for the cart machine's tests. */
export const cartProduct = (id: string, priceCents: number, stockCount = 50): CartProduct => ({
  id,
  name: `Product ${id}`,
  imageUrl: `/images/products/${id}.svg`,
  imageAlt: `Product ${id}`,
  priceCents,
  stockCount,
});
