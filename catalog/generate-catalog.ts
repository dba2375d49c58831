import * as v from 'valibot';
import raw from '#catalog/products.json';
import { centsOf } from '#shop-api/money.ts';
import { productSchema, type CatalogEntry } from '#catalog/product.ts';
import { impliedDiscount } from '#shop-api/money.ts';

/** A small, fast, seeded random number generator (mulberry32): the same seed, the same catalog. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const variants = ['Lite', 'Plus', 'Pro', 'Max', 'Neo', 'Air', 'Ultra', 'Mini', 'SE', 'Edge'];
const START = Date.parse('2023-01-01T00:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

/**
 * `count` valid catalog entries made by varying the shop's own (new ids, names, prices,
 * stock, dates), the same for the same `seed`: catalogs of any size for measuring listings and
 * search. They are written as the catalog's JSON is, prices in dollars (worked out in whole
 * cents), so they go through `parseCatalog` as the shop's own do.
 */
export function generateCatalog(count: number, seed: number): CatalogEntry[] {
  const base = (raw as unknown[]).filter((entry) => v.is(productSchema, entry));
  const random = randomFrom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const model = base[index % base.length]!;
    const number = index + 1;
    const priceCents = Math.max(100, Math.round(centsOf(model.price) * (0.6 + random() * 0.8)));
    const reduced = random() < 0.3;
    const originalPriceCents = reduced
      ? Math.round(priceCents * (1.05 + random() * 0.4))
      : priceCents;
    const stockCount = random() < 0.1 ? 0 : 1 + Math.floor(random() * 80);
    const createdAt = START + Math.floor(random() * 900) * DAY;
    return {
      ...model,
      id: `gen-${number}`,
      slug: `${model.slug}-gen-${number}`,
      sku: `GEN-${number}`,
      name: `${model.name} ${pick(variants)} ${number}`,
      price: priceCents / 100,
      originalPrice: originalPriceCents / 100,
      discountPercentage: impliedDiscount(priceCents, originalPriceCents),
      stockCount,
      inStock: stockCount > 0,
      isFeatured: random() < 0.05,
      isBestSeller: random() < 0.05,
      isNewArrival: random() < 0.1,
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(createdAt + Math.floor(random() * 60) * DAY).toISOString(),
      isActive: random() > 0.03,
    };
  });
}
