import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeDiscounts,
  priceNow,
  reductionOf,
  type CodeLine,
  type CodeTerms,
  type Reduction,
  type SaleTerms,
} from './offer-rules.ts';

const NOW = new Date('2026-12-01T12:00:00+06:00');
const running = {
  startsAt: fc.constant('2026-11-30T00:00:00+06:00'),
  endsAt: fc.constant('2026-12-02T00:00:00+06:00'),
};

const cents = fc.integer({ min: 0, max: 5_000_000 });
const reduction: fc.Arbitrary<Reduction> = fc.oneof(
  fc.integer({ min: 1, max: 90 }).map((percent) => ({ kind: 'percent' as const, percent })),
  fc
    .integer({ min: 1, max: 10_000_000 })
    .map((amountCents) => ({ kind: 'amount' as const, amountCents })),
);
const categories = fc.subarray(['laptops', 'phones', 'audio', 'gaming'], { minLength: 1 });
const line: fc.Arbitrary<CodeLine> = fc.record({
  lineTotalCents: cents,
  onSale: fc.boolean(),
  categories,
});
const code: fc.Arbitrary<CodeTerms> = fc.record({
  ...running,
  code: fc.constant('ANY'),
  reduction,
  minimumCents: fc.constant(0),
  categories: fc.subarray(['laptops', 'phones', 'audio']),
  excludedCategories: fc.subarray(['gaming']),
  withSales: fc.boolean(),
});

describe('a reduction', () => {
  it('never takes more than the price nor makes it negative, and a percentage rounds down the price', () => {
    fc.assert(
      fc.property(cents, reduction, (price, off) => {
        const taken = reductionOf(price, off);
        expect(taken).toBeGreaterThanOrEqual(0);
        expect(taken).toBeLessThanOrEqual(price);
        expect(Number.isInteger(taken)).toBe(true);
        if (off.kind === 'percent') {
          // The shopper's favour: at least the exact percentage, less than a cent more.
          expect(taken).toBeGreaterThanOrEqual((price * off.percent) / 100);
          expect(taken).toBeLessThan((price * off.percent) / 100 + 1);
        }
      }),
    );
  });
});

describe('a sale price', () => {
  it('is whole cents from a tenth of the regular price to it, the best of the sales that run', () => {
    const sale: fc.Arbitrary<SaleTerms> = fc.record({
      ...running,
      id: fc.uuid(),
      title: fc.constant('A sale'),
      reduction,
      scope: fc.constant({ kind: 'brand' as const, brand: 'voltbay' }),
    });
    fc.assert(
      fc.property(cents, fc.array(sale, { maxLength: 4 }), (price, sales) => {
        const product = { id: 'vb-1', priceCents: price, categories: ['phones'], brand: 'voltbay' };
        const now = priceNow(product, sales, NOW);
        expect(now.regularPriceCents).toBe(price);
        expect(now.priceCents).toBeGreaterThanOrEqual(0);
        expect(now.priceCents).toBeLessThanOrEqual(price);
        // At most 90 % off, whatever amount a sale names.
        const most = Math.floor(price * 0.9);
        expect(now.priceCents).toBeGreaterThanOrEqual(price - most);
        for (const each of sales) {
          expect(now.priceCents).toBeLessThanOrEqual(
            price - Math.min(most, reductionOf(price, each.reduction)),
          );
        }
        expect(now.sale === null).toBe(now.priceCents === price);
      }),
    );
  });
});

describe("a code's discount", () => {
  it('adds up over the lines to the total, never more than a line, only on the lines it covers', () => {
    fc.assert(
      fc.property(code, fc.array(line, { minLength: 1, maxLength: 12 }), (terms, lines) => {
        const result = codeDiscounts(terms, lines, NOW);
        if ('reason' in result) {
          expect(result.reason).toBe('no-eligible-product');
          return;
        }
        const { lineDiscountsCents, discountCents } = result;
        expect(lineDiscountsCents).toHaveLength(lines.length);
        expect(lineDiscountsCents.reduce((sum, each) => sum + each, 0)).toBe(discountCents);
        lines.forEach((each, index) => {
          const off = lineDiscountsCents[index]!;
          expect(Number.isInteger(off)).toBe(true);
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(each.lineTotalCents);
          if (each.onSale && !terms.withSales) expect(off).toBe(0);
          if (each.categories.some((name) => terms.excludedCategories.includes(name))) {
            expect(off).toBe(0);
          }
        });
        const total = lines.reduce((sum, each) => sum + each.lineTotalCents, 0);
        expect(total - discountCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
