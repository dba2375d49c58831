import { describe, expect, it } from 'vitest';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import { generateCatalog } from './generate-catalog.ts';

describe('generateCatalog', () => {
  it('makes the asked number of products, every one valid and unique', () => {
    const products = generateCatalog(1000, 7);
    const { products: parsed, problems } = parseCatalog(products);
    expect(problems).toEqual([]);
    expect(parsed).toHaveLength(1000);
  });

  it('makes the same catalog from the same seed and another from another seed', () => {
    expect(generateCatalog(50, 1)).toEqual(generateCatalog(50, 1));
    expect(generateCatalog(50, 2)).not.toEqual(generateCatalog(50, 1));
  });

  it('varies what listings sort and filter by', () => {
    const products = generateCatalog(500, 3);
    const distinct = (values: unknown[]) => new Set(values).size;
    expect(distinct(products.map((product) => product.price))).toBeGreaterThan(400);
    expect(distinct(products.map((product) => product.stockCount))).toBeGreaterThan(40);
    expect(products.some((product) => !product.inStock)).toBe(true);
    expect(products.some((product) => product.discountPercentage > 0)).toBe(true);
  });
});
