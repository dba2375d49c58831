// Monthly instalments (EMI) as plain functions: what the product page's "from $X/month" and its
// calculator show, by the shop's EMI policy (docs/decisions/0024-monthly-instalments.md and the
// EMI & Payment Policy page). Money in whole cents throughout.

/**
 * The EMI policy: from $200 to $20,000 a purchase; 3 to 24 months; no interest up to 12 months,
 * 9% a year beyond, on the balance still owed (each month's interest is 0.75% of it).
 */
export const EMI = {
  minPriceCents: 20_000,
  maxPriceCents: 2_000_000,
  months: [3, 6, 12, 18, 24],
  interestFreeMonths: 12,
  annualRatePercent: 9,
} as const;

export type EmiMonths = (typeof EMI.months)[number];

const LONGEST: EmiMonths = 24;

/** Why a price has no instalment plan. */
export type NoEmiReason = 'notAPrice' | 'belowMinimum' | 'aboveMaximum';

export interface EmiPlan {
  months: EmiMonths;
  /** The yearly interest rate of the plan: 0 up to 12 months. */
  annualRatePercent: number;
  /** Each instalment but the last. */
  monthlyCents: number;
  /** The last instalment: what is left, never more than the others. */
  lastCents: number;
  /** All the instalments together: the price and the interest. */
  totalCents: number;
  interestCents: number;
}

// The monthly rate in hundredths of a percent (9% a year: 75), so interest is integer arithmetic.
const MONTHLY_RATE_PER_10000 = (EMI.annualRatePercent * 100) / 12;

/** Why `priceCents` has no plan, or undefined when it has one. */
export function noEmiReason(priceCents: number): NoEmiReason | undefined {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) return 'notAPrice';
  if (priceCents < EMI.minPriceCents) return 'belowMinimum';
  if (priceCents > EMI.maxPriceCents) return 'aboveMaximum';
  return undefined;
}

/**
 * The plan for `priceCents` over `months`, for a price that has one (`noEmiReason` is undefined).
 * Each instalment is the exact monthly payment rounded up to the cent; beyond 12 months each
 * month's interest is the balance's, rounded down to the cent (in the shopper's favour: rounded
 * to the nearest, it could add up to a last instalment a cent over the others); the last
 * instalment is what is left, so the instalments add up to the total to the cent.
 */
export function emiPlan(priceCents: number, months: EmiMonths): EmiPlan {
  const interestFree = months <= EMI.interestFreeMonths;
  const rate = interestFree ? 0 : MONTHLY_RATE_PER_10000 / 10_000;
  const exact =
    rate === 0 ? priceCents / months : (priceCents * rate) / (1 - (1 + rate) ** -months);
  const monthlyCents = Math.ceil(exact);
  let balance = priceCents;
  let interestCents = 0;
  for (let month = 1; month <= months; month += 1) {
    const interest = interestFree ? 0 : Math.floor((balance * MONTHLY_RATE_PER_10000) / 10_000);
    interestCents += interest;
    balance += interest;
    if (month < months) balance -= monthlyCents;
  }
  return {
    months,
    annualRatePercent: interestFree ? 0 : EMI.annualRatePercent,
    monthlyCents,
    lastCents: balance,
    totalCents: priceCents + interestCents,
    interestCents,
  };
}

/** The smallest monthly instalment of any plan (the longest's): the product page's "from". */
export const lowestMonthlyCents = (priceCents: number) => emiPlan(priceCents, LONGEST).monthlyCents;
