import { describe, expect, it } from 'vitest';
import raw from '#src/content/catalog/products.json';
import { categories } from '#src/content/navigation.ts';
import { parseCatalog } from '#src/services/catalog/parse-catalog.ts';
import { brandsIn, productsIn } from '#src/services/catalog/queries.ts';
import { menuBrands } from './menu-brands.ts';

const { products } = parseCatalog(raw);

describe('menuBrands (the nav bar, the phone drawer)', () => {
  it('offers under each category only brands with products there', () => {
    const leadingNowhere = categories.flatMap((category) =>
      menuBrands(category)
        .filter((brand) => productsIn(products, category.slug, brand.slug).length === 0)
        .map((brand) => `${category.slug}/${brand.slug}`),
    );
    expect(leadingNowhere).toEqual([]);
  });

  it('offers every brand with products in the category, as the catalog has them', () => {
    for (const category of categories) {
      expect(menuBrands(category), category.slug).toEqual(brandsIn(products, category.slug));
    }
  });
});
