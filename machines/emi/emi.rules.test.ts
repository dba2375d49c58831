import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMI, emiPlan, lowestMonthlyCents, noEmiReason } from './emi.rules.ts';

const eligiblePrice = fc.integer({ min: EMI.minPriceCents, max: EMI.maxPriceCents });
const months = fc.constantFrom(...EMI.months);

describe('EMI rules', () => {
  it('splits a price over up to 12 months without interest, the last instalment taking the odd cents', () => {
    expect(emiPlan(100_000, 3)).toEqual({
      months: 3,
      annualRatePercent: 0,
      monthlyCents: 33_334,
      lastCents: 33_332,
      totalCents: 100_000,
      interestCents: 0,
    });
    expect(emiPlan(120_000, 12)).toMatchObject({ monthlyCents: 10_000, lastCents: 10_000 });
  });

  it('charges 9% a year on the balance owed beyond 12 months', () => {
    // $1,000 over 24 months: the textbook instalment is $45.68 and a fraction, rounded up.
    const plan = emiPlan(100_000, 24);
    expect(plan.annualRatePercent).toBe(9);
    expect(plan.monthlyCents).toBe(4_569);
    expect(plan.totalCents).toBe(plan.monthlyCents * 23 + plan.lastCents);
    expect(plan.interestCents).toBe(plan.totalCents - 100_000);
    // About $96 of interest over two years on $1,000.
    expect(plan.interestCents).toBeGreaterThan(9_500);
    expect(plan.interestCents).toBeLessThan(9_700);
  });

  it('adds the instalments up to the total, to the cent, for every price and term', () => {
    fc.assert(
      fc.property(eligiblePrice, months, (price, term) => {
        const plan = emiPlan(price, term);
        expect(plan.monthlyCents * (term - 1) + plan.lastCents).toBe(plan.totalCents);
        expect(plan.totalCents).toBe(price + plan.interestCents);
        expect(Number.isInteger(plan.monthlyCents)).toBe(true);
        expect(plan.lastCents).toBeGreaterThan(0);
        expect(plan.lastCents).toBeLessThanOrEqual(plan.monthlyCents);
        if (term <= EMI.interestFreeMonths) expect(plan.interestCents).toBe(0);
        else expect(plan.interestCents).toBeGreaterThan(0);
      }),
    );
  });

  it('never asks more in the last instalment than in the others, where rounding interest to the nearest cent would', () => {
    // Found by the property below: rounded to the nearest cent, the interest came to a last
    // instalment of $268.81 against $268.80.
    const plan = emiPlan(588_380, 24);
    expect(plan.lastCents).toBeLessThanOrEqual(plan.monthlyCents);
    expect(plan.monthlyCents * 23 + plan.lastCents).toBe(plan.totalCents);
  });

  it('asks less a month, and more in all, the longer the term', () => {
    fc.assert(
      fc.property(eligiblePrice, (price) => {
        const plans = EMI.months.map((term) => emiPlan(price, term));
        plans.slice(1).forEach((longer, index) => {
          const shorter = plans[index] ?? longer;
          expect(longer.monthlyCents).toBeLessThanOrEqual(shorter.monthlyCents);
          expect(longer.totalCents).toBeGreaterThanOrEqual(shorter.totalCents);
        });
        expect(lowestMonthlyCents(price)).toBe(plans.at(-1)?.monthlyCents);
      }),
    );
  });

  it.each([
    [19_999, 'belowMinimum'],
    [0, 'notAPrice'],
    [-20_000, 'notAPrice'],
    [25_000.5, 'notAPrice'],
    [Number.NaN, 'notAPrice'],
    [Number.POSITIVE_INFINITY, 'notAPrice'],
    [2_000_001, 'aboveMaximum'],
    [1e15, 'aboveMaximum'],
  ])('offers no plan for a price of %s cents: %s', (price, reason) => {
    expect(noEmiReason(price)).toBe(reason);
  });

  it.each([EMI.minPriceCents, 99_999, EMI.maxPriceCents])(
    'offers plans from $200 to $20,000: %s cents',
    (price) => {
      expect(noEmiReason(price)).toBeUndefined();
    },
  );
});
