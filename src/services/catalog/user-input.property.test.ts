import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import raw from '#catalog/products.json';
import { readSearchQuery } from '#src/routing/paths.ts';
import { readListingQuery, specFacetFields } from '#catalog/listing-query.ts';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import { createProductSearch } from '#catalog/product-search.ts';

/** Names every plain object inherits: a lookup in a plain object finds them for any input. */
const inheritedNames = Object.getOwnPropertyNames(Object.prototype);

/** Any text, and words a plain-object lookup would find on Object.prototype, in any case. */
const word = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...inheritedNames),
  fc.constantFrom(...inheritedNames).map((name) => name.toUpperCase()),
);
const text = fc
  .array(fc.tuple(word, fc.constantFrom(' ', ',', '-', '  ')), { maxLength: 6 })
  .map((parts) => parts.flat().join(''));

const shop = createProductSearch(parseCatalog(raw).products);

describe('what a shopper types into the search or the address, Object.prototype names included', () => {
  it('the search, its suggestions and its "did you mean" never throw', () => {
    expect(inheritedNames).toEqual(
      expect.arrayContaining(['constructor', '__proto__', 'toString']),
    );
    fc.assert(
      fc.property(text, (query) => {
        expect(Array.isArray(shop.search(query))).toBe(true);
        expect(shop.suggest(query).length).toBeLessThanOrEqual(6);
        expect(Array.isArray(shop.nearestTerms(query))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reading the search and listing query from an address never throws', () => {
    const names = fc.constantFrom('q', 'brand', 'sort', 'useCase', 'page', ...specFacetFields);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(names, word), text), { maxLength: 8 }), (pairs) => {
        const params = new URLSearchParams(pairs);
        expect([...readSearchQuery(params).query].length).toBeLessThanOrEqual(100);
        for (const kind of ['listing', 'search'] as const) {
          expect(readListingQuery(params, kind).page).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 500 },
    );
  });

  it.each(['constructor', 'Constructor', '__proto__'])(
    'a search for "laptop %s" lists laptops first, as "laptop" alone does',
    (word) => {
      expect(shop.search(`laptop ${word}`)[0]?.specifications.kind).toBe('laptop');
    },
  );
});
