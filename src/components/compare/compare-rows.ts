import { compareRows, type CompareColumn } from '#machines/compare/compare.rules.ts';
import { specificationLabels, specificationText } from '#src/content/specifications.ts';
import type { Product } from '#catalog/product.ts';
import {
  specificationsSchema,
  type ProductKind,
  type SpecificationField,
} from '#catalog/specifications.ts';

/** Every field each kind of product can have, from the catalog's schema. */
const fieldsOfKind = new Map<ProductKind, readonly string[]>(
  specificationsSchema.options.map((option) => [
    option.entries.kind.literal,
    Object.keys(option.entries).filter((field) => field !== 'kind'),
  ]),
);

const order = Object.keys(specificationLabels);

/** The specification rows of `products` side by side, as the product page words each value. */
export function specificationRowsOf(products: readonly Product[]) {
  const columns = products.map((product): CompareColumn => {
    const values: Partial<Record<SpecificationField, string | number>> = product.specifications;
    return {
      fields: fieldsOfKind.get(product.specifications.kind) ?? [],
      values: Object.fromEntries(
        Object.entries(values).flatMap(([field, value]) =>
          value === undefined || field === 'kind'
            ? []
            : [[field, specificationText(field as SpecificationField, value)]],
        ),
      ),
    };
  });
  return compareRows(columns, order).map((row) => ({
    ...row,
    label: specificationLabels[row.field as SpecificationField],
  }));
}
