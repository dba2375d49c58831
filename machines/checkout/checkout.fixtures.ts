import type { CheckoutLine, CheckoutQuote } from './checkout.machine.ts';

/**
 * The server's quote of `lines` as asked, each at the price sent, with `problems` (pickup, so no
 * delivery charge, and no code): what the checkout's tests answer for a quote.
 */
export function quoteAsAsked(
  lines: CheckoutLine[],
  problems: CheckoutQuote['problems'] = [],
): CheckoutQuote {
  const priced = lines.map((line) => ({
    productId: line.productId,
    name: `Product ${line.productId}`,
    unitPriceCents: line.priceCents,
    quantity: line.quantity,
    lineTotalCents: line.priceCents * line.quantity,
    discountCents: 0,
  }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  return {
    lines: priced,
    problems,
    subtotalCents,
    discountCents: 0,
    deliveryCents: 0,
    totalCents: subtotalCents,
  };
}
