import { QUANTITY } from '#shop-api/cart-rules.ts';
import type { LineProblem } from '#shop-api/errors.ts';
import { priceNow, type SaleTerms } from '#shop-api/offer-rules.ts';
import type { PricedLine } from '#shop-api/orders.ts';
import { saleOf, type CodeLineInput } from './offers.ts';

export interface ProductRow {
  id: string;
  name: string;
  priceCents: number;
  stock: number;
  sold: boolean;
  /** Its category first, then the others it is listed in: what sales and codes cover. */
  categories: string[];
  brand: string;
}

interface RequestedLine {
  productId: string;
  quantity: number;
  priceCents?: number | undefined;
}

/**
 * Prices `requested` from the shop's own products (never from the request) and the sales running
 * at `now`, and names each line that cannot be sold as asked: no longer sold, sold out, fewer left
 * (a line holds at most min(10, stock)), or a price other than the one the shopper saw (a sale
 * that ended or began since is one).
 */
export function priceLines(
  requested: readonly RequestedLine[],
  products: readonly ProductRow[],
  { sales, now }: { sales: readonly SaleTerms[]; now: Date },
): { lines: CodeLineInput[]; problems: LineProblem[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: CodeLineInput[] = [];
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
    const price = priceNow(product, sales, now);
    const sale = saleOf(price);
    if (priceCents !== undefined && priceCents !== price.priceCents) {
      problems.push({ productId, problem: 'price-changed', priceCents: price.priceCents });
    }
    lines.push({
      productId,
      name: product.name,
      unitPriceCents: price.priceCents,
      quantity,
      lineTotalCents: price.priceCents * quantity,
      ...(sale && { sale }),
      discountCents: 0,
      categories: product.categories,
    });
  }
  return { lines, problems };
}

/** `lines` with a code's shares of the discount, in their order; as they are without one. */
export const withCodeDiscounts = (
  lines: readonly CodeLineInput[],
  discountsCents: readonly number[] | null,
): PricedLine[] =>
  lines.map(({ categories: _categories, ...line }, index) => ({
    ...line,
    discountCents: discountsCents?.[index] ?? 0,
  }));
