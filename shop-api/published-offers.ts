import * as v from 'valibot';
import { MOST_DISCOUNT_PERCENT } from './money.ts';
import { count } from './listing.ts';
import type { Route } from './route.ts';

// The Offers page's answer (docs/decisions/0042-offers.md): the sales running now, each with the
// products it prices, and the promo codes the shop publishes. A module of its own, so the
// checkout's first view does not carry it.

const cents = v.pipe(v.number(), v.integer());

/** What an offer takes off, as the rules read it (`offer-rules.ts` `Reduction`). */
export const reductionSchema = v.variant('kind', [
  v.object({
    kind: v.literal('percent'),
    percent: v.pipe(
      v.number('Enter a percentage'),
      v.integer('A percentage is a whole number'),
      v.minValue(1, 'A sale or code takes at least 1% off'),
      v.maxValue(MOST_DISCOUNT_PERCENT, `At most ${MOST_DISCOUNT_PERCENT}% off`),
    ),
  }),
  v.object({
    kind: v.literal('amount'),
    amountCents: v.pipe(
      v.number('Enter an amount'),
      v.integer('An amount is in whole cents'),
      v.minValue(1, 'An amount off is more than $0.00'),
    ),
  }),
]);

/** Which products a sale covers (`offer-rules.ts` `SaleScope`). */
export const saleScopeSchema = v.variant('kind', [
  v.object({ kind: v.literal('products'), productIds: v.pipe(v.array(v.string()), v.readonly()) }),
  v.object({ kind: v.literal('category'), category: v.string() }),
  v.object({ kind: v.literal('brand'), brand: v.string() }),
]);

const offersAnswer = v.object({
  /** The sales running now, the one ending first first. */
  sales: v.array(
    v.object({
      id: v.string(),
      title: v.string(),
      reduction: reductionSchema,
      scope: saleScopeSchema,
      endsAt: v.string(),
      /** How many products the sale prices now (a product in two sales counts in its better). */
      productCount: count,
      /** The first of them, the largest saving first, in the catalog's form priced now. */
      products: v.array(v.looseObject({ id: v.string() })),
    }),
  ),
  /** The published codes that can be used now, the one ending first first. */
  codes: v.array(
    v.object({
      code: v.string(),
      reduction: reductionSchema,
      minimumCents: cents,
      endsAt: v.string(),
      withSales: v.boolean(),
      categories: v.array(v.string()),
      excludedCategories: v.array(v.string()),
      maxUsesPerCustomer: v.nullable(count),
    }),
  ),
});

export type OffersAnswer = v.InferOutput<typeof offersAnswer>;

export const offersRoute = {
  method: 'GET',
  path: '/offers',
  who: 'anyone',
  answer: offersAnswer,
} as const satisfies Route;
