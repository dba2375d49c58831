import { QUANTITY } from '#shop-api/cart-rules.ts';
import type { LineProblem } from '#shop-api/errors.ts';
import type { PricedLine } from '#shop-api/orders.ts';

export interface ProductRow {
  id: string;
  name: string;
  priceCents: number;
  stock: number;
  sold: boolean;
}

interface RequestedLine {
  productId: string;
  quantity: number;
  priceCents?: number | undefined;
}

/**
 * Prices `requested` from the shop's own products (never from the request) and names each line
 * that cannot be sold as asked: no longer sold, sold out, fewer left (a line holds at most
 * min(10, stock)), or a price other than the one the shopper saw.
 */
export function priceLines(
  requested: readonly RequestedLine[],
  products: readonly ProductRow[],
): { lines: PricedLine[]; problems: LineProblem[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: PricedLine[] = [];
  const problems: LineProblem[] = [];
  for (const { productId, quantity, priceCents } of requested) {
    const product = byId.get(productId);
    if (!product?.sold) {
      problems.push({ productId, problem: 'not-sold' });
      continue;
    }
    const available = Math.min(QUANTITY.max, product.stock);
    if (available === 0) problems.push({ productId, problem: 'sold-out' });
    else if (quantity > available) problems.push({ productId, problem: 'too-few', available });
    if (priceCents !== undefined && priceCents !== product.priceCents) {
      problems.push({ productId, problem: 'price-changed', priceCents: product.priceCents });
    }
    lines.push({
      productId,
      name: product.name,
      unitPriceCents: product.priceCents,
      quantity,
      lineTotalCents: product.priceCents * quantity,
    });
  }
  return { lines, problems };
}
