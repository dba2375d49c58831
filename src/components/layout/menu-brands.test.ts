import { describe, expect, it } from 'vitest';
import raw from '#catalog/products.json';
import { brands, categories } from '#catalog/taxonomy.ts';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import { productsIn } from '#catalog/queries.ts';
import { menuBrands } from './menu-brands.ts';

const { products } = parseCatalog(raw);

/** What the brand's listing under the category shows: the page a menu's brand link opens. */
const listingOf = (categorySlug: string, brandSlug: string) =>
  productsIn(products, categorySlug, brandSlug);

describe('menuBrands (the nav bar, the phone drawer)', () => {
  it('offers under each category only brands whose listing there has products', () => {
    const leadingNowhere = categories.flatMap((category) =>
      menuBrands(category)
        .filter((brand) => listingOf(category.slug, brand.slug).length === 0)
        .map((brand) => `${category.slug}/${brand.slug}`),
    );
    expect(leadingNowhere).toEqual([]);
  });

  it('leaves out no brand whose listing in the category has products', () => {
    const missing = categories.flatMap((category) => {
      const offered = new Set(menuBrands(category).map((brand) => brand.slug));
      return brands
        .filter((brand) => listingOf(category.slug, brand.slug).length > 0)
        .filter((brand) => !offered.has(brand.slug))
        .map((brand) => `${category.slug}/${brand.slug}`);
    });
    expect(missing).toEqual([]);
  });

  it('lists the brands by label, A to Z, as a shopper scans them', () => {
    for (const category of categories) {
      const labels = menuBrands(category).map((brand) => brand.label);
      expect(labels, category.slug).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    }
    const phones = categories.find((category) => category.slug === 'phone-tablets');
    expect(phones && menuBrands(phones).map((brand) => brand.label)).toEqual(
      expect.arrayContaining(['Apple', 'Samsung']),
    );
  });
});
