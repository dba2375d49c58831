import { describe, expect, it } from 'vitest';
import {
  codeDiscounts,
  priceNow,
  windowState,
  type CodeTerms,
  type SaleTerms,
} from './offer-rules.ts';

const window = { startsAt: '2026-12-01T00:00:00+06:00', endsAt: '2026-12-08T00:00:00+06:00' };
const laptop = { id: 'vb-0001', priceCents: 99_999, categories: ['laptops'], brand: 'lenovo' };

const sale = (overrides: Partial<SaleTerms> = {}): SaleTerms => ({
  ...window,
  id: 'week',
  title: 'Laptop week',
  reduction: { kind: 'percent', percent: 10 },
  scope: { kind: 'category', category: 'laptops' },
  ...overrides,
});

describe('a window', () => {
  it('starts at its start and ends at its end, both read in Dhaka time as written', () => {
    expect(windowState(window, new Date('2026-11-30T17:59:59Z'))).toBe('not-started');
    expect(windowState(window, new Date('2026-11-30T18:00:00Z'))).toBe('running');
    expect(windowState(window, new Date('2026-12-07T17:59:59.999Z'))).toBe('running');
    expect(windowState(window, new Date('2026-12-07T18:00:00Z'))).toBe('ended');
  });
});

describe('priceNow', () => {
  it("takes a percentage off, rounding the saving up to the shopper's cent", () => {
    // 10 % of $999.99 is $99.999: the shopper saves $100.00.
    expect(priceNow(laptop, [sale()], new Date('2026-12-02T00:00:00Z'))).toEqual({
      priceCents: 89_999,
      regularPriceCents: 99_999,
      sale: { id: 'week', title: 'Laptop week', endsAt: window.endsAt },
    });
  });

  it('is the regular price before the start and from the end', () => {
    for (const at of ['2026-11-30T17:59:59Z', '2026-12-07T18:00:00Z']) {
      expect(priceNow(laptop, [sale()], new Date(at))).toEqual({
        priceCents: 99_999,
        regularPriceCents: 99_999,
        sale: null,
      });
    }
  });

  it('gives the best of two sales, and of equal ones the one that ends first', () => {
    const at = new Date('2026-12-02T00:00:00Z');
    const brand = sale({
      id: 'lenovo',
      title: 'Lenovo days',
      scope: { kind: 'brand', brand: 'lenovo' },
      reduction: { kind: 'amount', amountCents: 15_000 },
    });
    expect(priceNow(laptop, [sale(), brand], at).sale?.id).toBe('lenovo');
    const sooner = sale({ id: 'sooner', endsAt: '2026-12-05T00:00:00+06:00' });
    expect(priceNow(laptop, [sale(), sooner], at).sale?.id).toBe('sooner');
  });

  it('leaves a product the sale does not cover at its price', () => {
    const phone = { ...laptop, id: 'vb-0002', categories: ['phones'], brand: 'apple' };
    expect(priceNow(phone, [sale()], new Date('2026-12-02T00:00:00Z')).sale).toBeNull();
    const named = sale({ scope: { kind: 'products', productIds: ['vb-0002'] } });
    expect(priceNow(phone, [named], new Date('2026-12-02T00:00:00Z')).priceCents).toBe(89_999);
  });
});

describe('codeDiscounts', () => {
  const code: CodeTerms = {
    ...window,
    code: 'AUDIO15',
    reduction: { kind: 'percent', percent: 15 },
    minimumCents: 10_000,
    categories: ['audio'],
    excludedCategories: [],
    withSales: false,
  };
  const at = new Date('2026-12-02T00:00:00Z');
  const headphones = { lineTotalCents: 7_999, onSale: false, categories: ['audio'] };
  const speaker = { lineTotalCents: 4_001, onSale: false, categories: ['audio'] };

  it('shares the discount over the covered lines, the odd cents to the largest remainders', () => {
    // 15 % of $120.00 is $18.00: 7,999 and 4,001 share it 1,199.85 and 600.15.
    expect(codeDiscounts(code, [headphones, speaker], at)).toEqual({
      lineDiscountsCents: [1_200, 600],
      discountCents: 1_800,
    });
  });

  it('says how much is missing to the minimum, counting only covered lines', () => {
    const laptopLine = { lineTotalCents: 99_999, onSale: false, categories: ['laptops'] };
    expect(codeDiscounts(code, [headphones, laptopLine], at)).toEqual({
      reason: 'minimum-not-reached',
      minimumCents: 10_000,
      missingCents: 2_001,
    });
  });

  it('does not cover a line on sale unless it adds to sales, nor an excluded category', () => {
    const onSale = { ...headphones, onSale: true };
    expect(codeDiscounts(code, [onSale], at)).toEqual({ reason: 'no-eligible-product' });
    expect(
      codeDiscounts({ ...code, withSales: true, minimumCents: 0 }, [onSale], at),
    ).toMatchObject({ discountCents: 1_200 });
    const excluded = { ...code, categories: [], excludedCategories: ['audio'] };
    expect(codeDiscounts(excluded, [headphones], at)).toEqual({ reason: 'no-eligible-product' });
  });

  it('is refused before its start and from its end', () => {
    expect(codeDiscounts(code, [headphones, speaker], new Date('2026-11-30T17:59:59Z'))).toEqual({
      reason: 'not-started',
      startsAt: window.startsAt,
    });
    expect(codeDiscounts(code, [headphones, speaker], new Date('2026-12-07T18:00:00Z'))).toEqual({
      reason: 'ended',
      endedAt: window.endsAt,
    });
  });

  it('takes an amount off no more than the covered lines come to', () => {
    const fifty = {
      ...code,
      minimumCents: 0,
      reduction: { kind: 'amount' as const, amountCents: 5_000 },
    };
    expect(codeDiscounts(fifty, [speaker], at)).toEqual({
      lineDiscountsCents: [4_001],
      discountCents: 4_001,
    });
  });
});
