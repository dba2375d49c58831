import type { NoEmiReason } from '#machines/emi/emi.rules.ts';

/** The product page's instalments (EMI) offer and calculator; they load with the product page. */
export const emiText = {
  /** Under the price: the smallest monthly instalment of any plan. */
  from: (monthly: string) => `or from ${monthly}/month with EMI in our stores`,
  calculator: 'Work out instalments',
  calculatorTitle: 'Instalments (EMI)',
  months: 'Pay over',
  term: (months: number) => `${months} months`,
  interestFree: 'no interest',
  rate: (percent: number) => `${percent}% a year`,
  eachMonth: (months: number) => `Each month, ${months} times`,
  lastMonth: 'Last month',
  total: 'Total payable',
  interest: 'Interest',
  noInterest: 'None',
  rounding:
    'Each instalment is rounded up to the cent; the last is what is left, so they add up to the total.',
  inStoreOnly:
    "EMI is arranged at our store counters with a partner bank's credit card, not for online orders; the bank approves the plan.",
  policy: 'EMI & Payment Policy',
  noPlan: (reason: NoEmiReason, min: string, max: string) =>
    reason === 'belowMinimum'
      ? `EMI is available on purchases from ${min}.`
      : reason === 'aboveMaximum'
        ? `EMI is available on purchases up to ${max}; ask in store about larger ones.`
        : 'Instalments cannot be worked out for this price; ask in store.',
  loading: 'Loading the calculator...',
  failed: 'The calculator could not load. Check your connection and open it again.',
} as const;
