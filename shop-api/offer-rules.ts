// The offers' rules as plain functions (docs/decisions/0042-offers.md): what a sale takes off a
// price and what a promo code takes off an order, in whole cents, always rounded in the shopper's
// favour. The server prices quotes and orders by them; the browser shows a sale by them.

import { MOST_DISCOUNT_PERCENT } from './money.ts';

/** What an offer takes off: a whole percentage (1 to 90) or an amount in cents. */
export type Reduction =
  { kind: 'percent'; percent: number } | { kind: 'amount'; amountCents: number };

/** When an offer holds: from `startsAt` (included) to `endsAt` (excluded), ISO instants. */
export interface OfferWindow {
  startsAt: string;
  endsAt: string;
}

/** Which products a sale covers. */
export type SaleScope =
  | { kind: 'products'; productIds: readonly string[] }
  | { kind: 'category'; category: string }
  | { kind: 'brand'; brand: string };

export interface SaleTerms extends OfferWindow {
  id: string;
  title: string;
  reduction: Reduction;
  scope: SaleScope;
}

/** What a sale needs to know of a product: its regular price and where it is listed. */
export interface OfferProduct {
  id: string;
  priceCents: number;
  /** Its category first, then the others it is listed in. */
  categories: readonly string[];
  brand: string;
}

/** A product's price now: the regular price, or the sale's with the sale that gives it. */
export interface PriceNow {
  priceCents: number;
  regularPriceCents: number;
  sale: { id: string; title: string; endsAt: string } | null;
}

/** Where `now` stands against a window: before it, in it or after it. */
export function windowState(window: OfferWindow, now: Date): 'not-started' | 'running' | 'ended' {
  const at = now.getTime();
  if (at < Date.parse(window.startsAt)) return 'not-started';
  return at < Date.parse(window.endsAt) ? 'running' : 'ended';
}

/**
 * What `reduction` takes off `cents`: a percentage rounded up to the next whole cent (the
 * shopper's favour), an amount as it is; never more than `cents`, never less than 0.
 */
export function reductionOf(cents: number, reduction: Reduction): number {
  const off =
    reduction.kind === 'percent'
      ? Math.ceil((cents * reduction.percent) / 100)
      : reduction.amountCents;
  return Math.max(0, Math.min(cents, off));
}

function saleCovers(scope: SaleScope, product: OfferProduct): boolean {
  switch (scope.kind) {
    case 'products':
      return scope.productIds.includes(product.id);
    case 'category':
      return product.categories.includes(scope.category);
    case 'brand':
      return product.brand === scope.brand;
  }
}

/**
 * The price of `product` at `now`: the lowest any running sale that covers it gives (a shopper
 * gets the best of two sales, not both), or its regular price; no sale takes more than
 * `MOST_DISCOUNT_PERCENT` (`money.ts`), whatever amount it names. Of two sales giving the same price, the one ending first is named, so the
 * page never promises the price for longer.
 */
export function priceNow(product: OfferProduct, sales: readonly SaleTerms[], now: Date): PriceNow {
  let best: PriceNow = {
    priceCents: product.priceCents,
    regularPriceCents: product.priceCents,
    sale: null,
  };
  for (const sale of sales) {
    if (windowState(sale, now) !== 'running' || !saleCovers(sale.scope, product)) continue;
    const most = Math.floor((product.priceCents * MOST_DISCOUNT_PERCENT) / 100);
    const priceCents =
      product.priceCents - Math.min(most, reductionOf(product.priceCents, sale.reduction));
    if (priceCents === product.priceCents) continue;
    const better =
      priceCents < best.priceCents ||
      (priceCents === best.priceCents &&
        best.sale !== null &&
        Date.parse(sale.endsAt) < Date.parse(best.sale.endsAt));
    if (better) {
      best = {
        priceCents,
        regularPriceCents: product.priceCents,
        sale: { id: sale.id, title: sale.title, endsAt: sale.endsAt },
      };
    }
  }
  return best;
}

/** A promo code's own terms; its uses are counted by the server. */
export interface CodeTerms extends OfferWindow {
  code: string;
  reduction: Reduction;
  /** The least the eligible products must come to, in cents (0: no minimum). */
  minimumCents: number;
  /** The categories it covers (none: every category but the excluded ones). */
  categories: readonly string[];
  excludedCategories: readonly string[];
  /** Whether it takes its share off a line already on sale too. */
  withSales: boolean;
}

/** A cart's line as a code sees it: its total now, whether a sale priced it, where it is listed. */
export interface CodeLine {
  lineTotalCents: number;
  onSale: boolean;
  categories: readonly string[];
}

/** Why a code does not price an order, as far as its terms and the cart tell. */
export type CodeTermsRefusal =
  | { reason: 'not-started'; startsAt: string }
  | { reason: 'ended'; endedAt: string }
  | { reason: 'no-eligible-product' }
  | { reason: 'minimum-not-reached'; minimumCents: number; missingCents: number };

function codeCoversLine(code: CodeTerms, line: CodeLine): boolean {
  if (line.onSale && !code.withSales) return false;
  if (line.categories.some((category) => code.excludedCategories.includes(category))) return false;
  return (
    code.categories.length === 0 ||
    line.categories.some((category) => code.categories.includes(category))
  );
}

/**
 * What `code` takes off each of `lines` at `now`, in their order (0 on a line it does not cover),
 * or why it does not apply. The discount is worked out on the covered lines' sum and shared out
 * in proportion to each line's total, the odd cents to the lines with the largest remainders
 * (the earlier line first): so the lines' discounts add up to the order's exactly, and none is
 * more than its line.
 */
export function codeDiscounts(
  code: CodeTerms,
  lines: readonly CodeLine[],
  now: Date,
): { lineDiscountsCents: number[]; discountCents: number } | CodeTermsRefusal {
  const state = windowState(code, now);
  if (state === 'not-started') return { reason: 'not-started', startsAt: code.startsAt };
  if (state === 'ended') return { reason: 'ended', endedAt: code.endsAt };
  const covered = lines.map((line) => (codeCoversLine(code, line) ? line.lineTotalCents : 0));
  const eligibleCents = covered.reduce((sum, cents) => sum + cents, 0);
  if (eligibleCents === 0) return { reason: 'no-eligible-product' };
  if (eligibleCents < code.minimumCents) {
    return {
      reason: 'minimum-not-reached',
      minimumCents: code.minimumCents,
      missingCents: code.minimumCents - eligibleCents,
    };
  }
  const discountCents = reductionOf(eligibleCents, code.reduction);
  return { lineDiscountsCents: shareOut(discountCents, covered), discountCents };
}

/** `amount` shared out over `weights` in proportion (largest remainder), summing to `amount`. */
function shareOut(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight, index) => {
    const exact = (amount * weight) / total;
    return { index, whole: Math.floor(exact), remainder: (amount * weight) % total };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.whole, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (left === 0) break;
    share.whole += 1;
    left -= 1;
  }
  return shares.map((share) => share.whole);
}
