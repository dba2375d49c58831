import * as v from 'valibot';
import { brands, categories, useCases } from './taxonomy.ts';
import { slugPattern } from './slug.ts';
import { centsOf, impliedDiscount, MOST_DISCOUNT_PERCENT } from '#shop-api/money.ts';
import { hasAtMostDecimals, text } from './schema-values.ts';
import { kindsByCategory, specificationsSchema } from './specifications.ts';

const slug = v.pipe(
  v.string(),
  v.regex(slugPattern, 'must be lowercase letters and digits joined by single hyphens'),
);

/** Dollars as the catalog's JSON writes them; the schema's output holds them in whole cents. */
const money = v.pipe(
  v.number(),
  v.finite(),
  v.check(hasAtMostDecimals(2), 'must have at most 2 decimals'),
);
const price = v.pipe(money, v.gtValue(0));
const originalPrice = v.pipe(money, v.minValue(0));
const discountPercentage = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(MOST_DISCOUNT_PERCENT),
);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const category = v.picklist(
  categories.map(({ slug }) => slug),
  (issue) => `unknown category ${issue.received}`,
);

/**
 * The categories a product is listed in (home and others) that do not sell its kind; none when
 * one of those fields failed its own rule (it has its own message then).
 */
function misplacedIn(input: {
  category: unknown;
  alsoListedIn?: unknown;
  specifications: unknown;
}) {
  if (!v.is(category, input.category) || !v.is(specificationsSchema, input.specifications)) {
    return [];
  }
  const kind = input.specifications.kind;
  const others = v.is(v.array(category), input.alsoListedIn) ? input.alsoListedIn : [];
  return [input.category, ...others].filter((slug) => !kindsByCategory[slug]?.includes(kind));
}

/**
 * One product, as cards, the detail page, the cart and the wishlist all use it
 * (docs/decisions/0007-catalog.md): a home card's fields with a cart line's (`productType`, `sku`). The JSON writes prices in dollars (`price`, `originalPrice`); the
 * output holds them in whole cents (`priceCents`, `originalPriceCents`), the only money the shop
 * computes with (docs/decisions/0012-prices-and-delivery.md).
 */
export const productSchema = v.pipe(
  v.strictObject({
    id: slug,
    name: text,
    slug,
    description: text,
    imageUrl: v.pipe(
      v.string(),
      v.regex(/^(?:\/|https:\/\/)\S+$/, 'must be a site path or an https URL'),
    ),
    imageAlt: text,
    productType: text,
    sku: v.pipe(
      v.string(),
      v.regex(
        /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/,
        'must be uppercase letters and digits joined by hyphens',
      ),
    ),
    price,
    originalPrice,
    discountPercentage,
    /**
     * The sale that gives `price`, named by the shop's server when it answers a product at a
     * running sale's price (and by the catalog's export for the build); never in the catalog's
     * own file, whose prices are the regular ones.
     */
    sale: v.optional(v.strictObject({ title: text, endsAt: timestamp })),
    inStock: v.boolean(),
    stockCount: count,
    /** The product's home: its page's breadcrumb and related products. */
    category,
    /** Further listings it belongs in: a gaming laptop is a laptop too. */
    alsoListedIn: v.optional(
      v.pipe(
        v.array(category),
        v.check((list) => new Set(list).size === list.length, 'must not repeat a category'),
      ),
      [],
    ),
    brand: v.picklist(
      brands.map((brand) => brand.slug),
      (issue) => `unknown brand ${issue.received}`,
    ),
    useCase: v.pipe(
      v.array(v.picklist(useCases)),
      v.check((list) => new Set(list).size === list.length, 'must not repeat a use case'),
    ),
    tags: v.array(slug),
    isFeatured: v.boolean(),
    isBestSeller: v.boolean(),
    isNewArrival: v.boolean(),
    specifications: specificationsSchema,
    createdAt: timestamp,
    updatedAt: timestamp,
    seller: v.strictObject({
      id: slug,
      name: text,
    }),
    shippingInfo: v.strictObject({
      freeShipping: v.boolean(),
      estimatedDelivery: text,
    }),
    isActive: v.boolean(),
  }),
  // Valibot runs these even when a field they read failed its own rule; they skip then (`v.is`),
  // so one mistake gives one message.
  v.forward(
    v.partialCheck(
      [['category'], ['alsoListedIn']],
      ({ category, alsoListedIn }) =>
        !Array.isArray(alsoListedIn) || !alsoListedIn.includes(category),
      ({ input }) => `must not repeat the home category '${input.category}'`,
    ),
    ['alsoListedIn'],
  ),
  v.forward(
    v.partialCheck(
      [['category'], ['alsoListedIn'], ['specifications']],
      (input) => misplacedIn(input).length === 0,
      ({ input }) =>
        `kind '${input.specifications.kind}' is not sold in ${misplacedIn(input).join(', ')}`,
    ),
    ['specifications', 'kind'],
  ),
  v.forward(
    v.partialCheck(
      [['inStock'], ['stockCount']],
      ({ inStock, stockCount }) => !v.is(count, stockCount) || inStock === stockCount > 0,
      'must be above 0 when inStock is true and 0 when it is false',
    ),
    ['stockCount'],
  ),
  v.forward(
    v.partialCheck(
      [['price'], ['originalPrice'], ['discountPercentage']],
      (input) =>
        !v.is(price, input.price) ||
        !v.is(originalPrice, input.originalPrice) ||
        !v.is(discountPercentage, input.discountPercentage) ||
        input.discountPercentage === impliedDiscount(input.price, input.originalPrice),
      ({ input }) =>
        `must be ${impliedDiscount(input.price, input.originalPrice)} for price ${input.price} and originalPrice ${input.originalPrice}`,
    ),
    ['discountPercentage'],
  ),
  v.forward(
    v.partialCheck(
      [['createdAt'], ['updatedAt']],
      ({ createdAt, updatedAt }) =>
        !v.is(timestamp, createdAt) ||
        !v.is(timestamp, updatedAt) ||
        Date.parse(createdAt) <= Date.parse(updatedAt),
      'must not be before createdAt',
    ),
    ['updatedAt'],
  ),
  // Last, so it runs only on a valid entry and the messages above name the JSON's dollars. The
  // cents come before the spread: so every product gets one object shape, where spreading first
  // copied each entry's own and made listings of 10,000 ten times slower (npm run bench).
  v.transform(({ price, originalPrice, ...product }) => ({
    priceCents: centsOf(price),
    originalPriceCents: centsOf(originalPrice),
    ...product,
  })),
);

/** A catalog entry as the JSON holds it, prices in dollars. */
export type CatalogEntry = v.InferInput<typeof productSchema>;

export type Product = v.InferOutput<typeof productSchema>;
