import * as v from 'valibot';
import { productIdSchema } from './orders.ts';
import type { Route } from './route.ts';

// Every product's name and stock for the staff's pages (reviews, questions, restock), and a
// product's price, text and status as staff edit them at /staff/products
// (docs/decisions/0041-staff-edit-the-catalog.md). Apart from products.ts, which the shoppers'
// pages load: the staff's chunk shares nothing with them.

/**
 * Every product the shop knows: each one's name, stock and whether it is sold. Those no longer
 * sold are named too: their reviews and questions stay.
 */
const staffProductsAnswer = v.object({
  products: v.array(
    v.object({ id: v.string(), name: v.string(), stock: v.number(), sold: v.boolean() }),
  ),
});
export type StaffProduct = v.InferOutput<typeof staffProductsAnswer>['products'][number];

/** The most a product's price may be, in cents: a typo of a few zeros is refused. */
const MAX_PRICE_CENTS = 100_000_000;
const editedText = (field: string, maxLength: number) =>
  v.pipe(
    v.string(`The ${field} is text`),
    v.trim(),
    v.minLength(1, `The ${field} is required`),
    v.maxLength(maxLength, `The ${field} is at most ${maxLength} characters`),
  );

const cents = (field: string) =>
  v.pipe(
    v.number(`The ${field} is a number`),
    v.integer(`The ${field} is in whole cents`),
    v.minValue(1, `The ${field} is above 0`),
    v.maxValue(MAX_PRICE_CENTS, `The ${field} is at most ${MAX_PRICE_CENTS / 100} dollars`),
  );

/**
 * What staff may change of a product, checked the same by their form and by the server, which
 * then checks the whole product with the catalog's own schema. The price was before is the
 * product's price when it is not reduced; the discount shoppers see follows from the two.
 */
export const productEditSchema = v.pipe(
  v.strictObject({
    name: editedText('name', 200),
    description: editedText('description', 5_000),
    priceCents: cents('price'),
    originalPriceCents: cents('price before'),
    isActive: v.boolean('Say whether the product is on sale'),
  }),
  v.forward(
    v.partialCheck(
      [['priceCents'], ['originalPriceCents']],
      ({ priceCents, originalPriceCents }) => originalPriceCents >= priceCents,
      'The price before is the price or more',
    ),
    ['originalPriceCents'],
  ),
  // The catalog allows a discount of 90% at most: a price under a tenth of the price before is
  // refused here, in words staff know, before the catalog's own check.
  v.forward(
    v.partialCheck(
      [['priceCents'], ['originalPriceCents']],
      ({ priceCents, originalPriceCents }) => priceCents * 10 >= originalPriceCents,
      'The price is at least a tenth of the price before (a discount of 90% at most)',
    ),
    ['originalPriceCents'],
  ),
);
export type ProductEdit = v.InferOutput<typeof productEditSchema>;

/** A product as staff edit it: what the form shows, and when staff last changed it. */
const editableProductAnswer = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  priceCents: v.number(),
  originalPriceCents: v.number(),
  isActive: v.boolean(),
  /** When staff last saved it (ISO); null while it is as the catalog file has it. */
  editedAt: v.nullable(v.string()),
});
export type EditableProduct = v.InferOutput<typeof editableProductAnswer>;

export const staffProductsRoute = {
  method: 'GET',
  path: '/staff/products',
  who: 'staff',
  answer: staffProductsAnswer,
} as const satisfies Route;

export const editableProductRoute = {
  method: 'GET',
  path: '/staff/products/:id',
  who: 'staff',
  params: { id: productIdSchema },
  answer: editableProductAnswer,
} as const satisfies Route;

export const editProductRoute = {
  method: 'PUT',
  path: '/staff/products/:id',
  who: 'staff',
  params: { id: productIdSchema },
  body: productEditSchema,
  answer: editableProductAnswer,
} as const satisfies Route;
