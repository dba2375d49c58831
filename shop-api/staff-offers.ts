import * as v from 'valibot';
import { formatDateTime } from './dates.ts';
import { formatCents } from './money.ts';
import { count } from './listing.ts';
import { productIdSchema } from './orders.ts';
import { promoCodeSchema } from './offers.ts';
import type { Reduction, SaleScope } from './offer-rules.ts';
import { reductionSchema, saleScopeSchema } from './published-offers.ts';
import type { Route } from './route.ts';

// Sales and promo codes as staff create, change and end them at /staff/offers
// (docs/decisions/0042-offers.md, "Staff"): their terms, checked the same by the staff's forms
// and by the server, the price preview of a sale, and who changed what and when.

/** The shop's category and brand slugs (`catalog/taxonomy.ts`), which a sale or code may name. */
export interface KnownSlugs {
  categories: readonly string[];
  brands: readonly string[];
}

/** The most products a sale may name one by one: more are a category or a brand. */
const MOST_SALE_PRODUCTS = 200;
/** The most a code's minimum spend may be, in cents: a typo of a few zeros is refused. */
const MOST_MINIMUM_CENTS = 100_000_000;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A category's or brand's slug: one of `known` when given (the staff's form and the server's use
 * case pass the taxonomy's), else any slug (the route's first check, which cannot read the
 * catalog: the contract imports nothing of the project).
 */
const slugOf = (what: 'category' | 'brand', known: readonly string[] | undefined) =>
  v.pipe(
    v.string(`Choose a ${what}`),
    v.check(
      (slug) => (known ? known.includes(slug) : slugPattern.test(slug)),
      (issue) => `The shop has no ${what} "${String(issue.input)}"`,
    ),
  );

/** An instant with its offset, as `dhakaIso` writes it: `2026-12-01T09:00:00+06:00`. */
const instant = (what: 'start' | 'end') =>
  v.pipe(
    v.string(`Enter the ${what}`),
    v.check(
      (typed) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/.test(typed) &&
        !Number.isNaN(Date.parse(typed)),
      `Enter the ${what} as a date and time`,
    ),
  );

type Window = { startsAt: string; endsAt: string };
/** A window's end after its start, said at the end; for a sale's or a code's terms. */
const endsAfterStart = <Terms extends Window>() =>
  v.forward(
    v.partialCheck(
      [['startsAt'], ['endsAt']] as const,
      ({ startsAt, endsAt }: Window) => Date.parse(endsAt) > Date.parse(startsAt),
      'The end is after the start',
    ),
    ['endsAt'],
  ) as unknown as v.BaseValidation<Terms, Terms, v.PartialCheckIssue<Window>>;

const scopeOf = (known: KnownSlugs | undefined) =>
  v.variant(
    'kind',
    [
      v.object({
        kind: v.literal('products'),
        productIds: v.pipe(
          v.array(productIdSchema, 'Name the products'),
          v.minLength(1, 'Name at least one product'),
          v.maxLength(
            MOST_SALE_PRODUCTS,
            `Name at most ${MOST_SALE_PRODUCTS} products: a larger sale is a category or a brand`,
          ),
          v.check((ids) => new Set(ids).size === ids.length, 'A product is named twice'),
        ),
      }),
      v.object({ kind: v.literal('category'), category: slugOf('category', known?.categories) }),
      v.object({ kind: v.literal('brand'), brand: slugOf('brand', known?.brands) }),
    ],
    'Say which products the sale covers',
  );

/**
 * A sale's terms as staff write them (its id is the server's: from its title when created).
 * `known` makes a category or brand one the shop has.
 */
export const saleTermsSchemaOf = (known?: KnownSlugs) =>
  v.pipe(
    v.strictObject({
      title: v.pipe(
        v.string('The title is text'),
        v.trim(),
        v.minLength(1, 'The title is required'),
        v.maxLength(80, 'The title is at most 80 characters'),
      ),
      reduction: reductionSchema,
      scope: scopeOf(known),
      startsAt: instant('start'),
      endsAt: instant('end'),
    }),
    endsAfterStart(),
  );
const saleTermsSchema = saleTermsSchemaOf();
export type SaleTermsEdit = v.InferOutput<typeof saleTermsSchema>;

/** A cap on uses: a whole number of at least 1, or null for none. */
const cap = (what: string) =>
  v.nullable(
    v.pipe(
      v.number(`The ${what} is a number`),
      v.integer(`The ${what} is a whole number`),
      v.minValue(1, `The ${what} is at least 1 (leave it empty for no cap)`),
    ),
  );

const categoryList = (known: KnownSlugs | undefined) =>
  v.pipe(
    v.array(slugOf('category', known?.categories), 'Choose categories'),
    v.check((slugs) => new Set(slugs).size === slugs.length, 'A category is chosen twice'),
  );

/**
 * A promo code's terms as staff write them; `known` makes its categories ones the shop has. A
 * code is never renamed: its uses are counted under its name.
 */
export const codeTermsSchemaOf = (known?: KnownSlugs) =>
  v.pipe(
    v.strictObject({
      code: promoCodeSchema,
      reduction: reductionSchema,
      minimumCents: v.pipe(
        v.number('The minimum spend is a number'),
        v.integer('The minimum spend is in whole cents'),
        v.minValue(0, 'The minimum spend is 0 or more'),
        v.maxValue(
          MOST_MINIMUM_CENTS,
          `The minimum spend is at most ${formatCents(MOST_MINIMUM_CENTS)}`,
        ),
      ),
      startsAt: instant('start'),
      endsAt: instant('end'),
      maxUses: cap('cap on uses'),
      maxUsesPerCustomer: cap('cap per customer'),
      categories: categoryList(known),
      excludedCategories: categoryList(known),
      withSales: v.boolean('Say whether the code adds to sales'),
      published: v.boolean('Say whether the Offers page lists the code'),
    }),
    endsAfterStart(),
    v.forward(
      v.partialCheck(
        [['categories'], ['excludedCategories']],
        ({ categories, excludedCategories }) =>
          !categories.some((slug) => excludedCategories.includes(slug)),
        'A category is either covered or left out, not both',
      ),
      ['excludedCategories'],
    ),
    v.forward(
      v.partialCheck(
        [['maxUses'], ['maxUsesPerCustomer']],
        ({ maxUses, maxUsesPerCustomer }) =>
          maxUses === null || maxUsesPerCustomer === null || maxUsesPerCustomer <= maxUses,
        "The cap per customer is at most the code's cap on uses",
      ),
      ['maxUsesPerCustomer'],
    ),
  );
const codeTermsSchema = codeTermsSchemaOf();
export type CodeTermsEdit = v.InferOutput<typeof codeTermsSchema>;

/** Where an offer stands at the server's clock. */
const offerState = v.picklist(['not-started', 'running', 'ended']);
export type OfferState = v.InferOutput<typeof offerState>;

const staffSale = v.object({
  id: v.string(),
  title: v.string(),
  reduction: reductionSchema,
  scope: saleScopeSchema,
  startsAt: v.string(),
  endsAt: v.string(),
  state: offerState,
});
export type StaffSale = v.InferOutput<typeof staffSale>;

const staffCode = v.object({
  code: v.string(),
  reduction: reductionSchema,
  minimumCents: count,
  startsAt: v.string(),
  endsAt: v.string(),
  maxUses: v.nullable(count),
  maxUsesPerCustomer: v.nullable(count),
  categories: v.array(v.string()),
  excludedCategories: v.array(v.string()),
  withSales: v.boolean(),
  published: v.boolean(),
  state: offerState,
  /** The orders not cancelled that used it. */
  uses: count,
});
export type StaffCode = v.InferOutput<typeof staffCode>;

/**
 * Every sale and code: those running first, then those to come, then those ended (the latest
 * first); each with its state at the server's clock, a code with its uses.
 */
const staffOffersAnswer = v.object({ sales: v.array(staffSale), codes: v.array(staffCode) });
export type StaffOffers = v.InferOutput<typeof staffOffersAnswer>;

/** What a sale would price, not saved: how many products it covers and a few of their prices. */
const salePreviewAnswer = v.object({
  productCount: count,
  /** The cheapest and the dearest it covers (the first three and the last three by price). */
  products: v.array(
    v.object({ id: v.string(), name: v.string(), regularPriceCents: count, priceCents: count }),
  ),
});
export type SalePreview = v.InferOutput<typeof salePreviewAnswer>;

const offerChange = v.object({
  id: count,
  /** When (ISO). */
  at: v.string(),
  /** The staff account's e-mail, or its uid when its token names none. */
  by: v.string(),
  entity: v.picklist(['sale', 'code']),
  /** The sale's id or the code. */
  subject: v.string(),
  action: v.picklist(['created', 'changed', 'ended']),
  summary: v.string(),
});
export type OfferChange = v.InferOutput<typeof offerChange>;

const saleIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'There is no such sale'));
const codeParamSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9-]{3,32}$/, 'There is no such promo code'),
  v.toUpperCase(),
);

export const staffOffersRoute = {
  method: 'GET',
  path: '/staff/offers',
  who: 'staff',
  answer: staffOffersAnswer,
} as const satisfies Route;

export const createSaleRoute = {
  method: 'POST',
  path: '/staff/offers/sales',
  who: 'staff',
  body: saleTermsSchema,
  answer: staffSale,
} as const satisfies Route;

export const changeSaleRoute = {
  method: 'PUT',
  path: '/staff/offers/sales/:id',
  who: 'staff',
  params: { id: saleIdSchema },
  body: saleTermsSchema,
  answer: staffSale,
} as const satisfies Route;

/** Moves a running sale's end to the server's now: new quotes and orders no longer get it. */
export const endSaleRoute = {
  method: 'POST',
  path: '/staff/offers/sales/:id/end',
  who: 'staff',
  params: { id: saleIdSchema },
  answer: staffSale,
} as const satisfies Route;

export const salePreviewRoute = {
  method: 'POST',
  path: '/staff/offers/preview',
  who: 'staff',
  body: saleTermsSchema,
  answer: salePreviewAnswer,
} as const satisfies Route;

export const createCodeRoute = {
  method: 'POST',
  path: '/staff/offers/codes',
  who: 'staff',
  body: codeTermsSchema,
  answer: staffCode,
} as const satisfies Route;

export const changeCodeRoute = {
  method: 'PUT',
  path: '/staff/offers/codes/:code',
  who: 'staff',
  params: { code: codeParamSchema },
  body: codeTermsSchema,
  answer: staffCode,
} as const satisfies Route;

export const endCodeRoute = {
  method: 'POST',
  path: '/staff/offers/codes/:code/end',
  who: 'staff',
  params: { code: codeParamSchema },
  answer: staffCode,
} as const satisfies Route;

/** The latest changes of sales and codes, newest first. */
export const offerHistoryRoute = {
  method: 'GET',
  path: '/staff/offers/history',
  who: 'staff',
  answer: v.object({ changes: v.array(offerChange) }),
} as const satisfies Route;

/** A reduction as staff and the history read it: `20% off`, `$5.00 off`. */
export const reductionText = (reduction: Reduction) =>
  reduction.kind === 'percent'
    ? `${reduction.percent}% off`
    : `${formatCents(reduction.amountCents)} off`;

/** A sale's scope in a line: `products vb-0001, vb-0002`, `category laptop-desktop`. */
export const scopeText = (scope: SaleScope) =>
  scope.kind === 'products'
    ? `${scope.productIds.length === 1 ? 'product' : 'products'} ${scope.productIds.join(', ')}`
    : scope.kind === 'category'
      ? `category ${scope.category}`
      : `brand ${scope.brand}`;

/** A window in Dhaka time: `1 Dec 2026, 00:00 to 8 Dec 2026, 00:00`. */
export const windowText = ({ startsAt, endsAt }: { startsAt: string; endsAt: string }) =>
  `${formatDateTime(startsAt)} to ${formatDateTime(endsAt)}`;
