import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import raw from '#catalog/products.json';
import { brands, categories, findBrand, useCases } from '#catalog/taxonomy.ts';
import { publishedBrandPaths } from '#src/routing/published-brand-paths.ts';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import type { Product } from '#catalog/product.ts';
import { productImageSize } from './product-image.ts';
import { listingCategories, productsIn } from '#catalog/queries.ts';
import type { ProductKind } from '#catalog/specifications.ts';

// The shop's real data, held to the rules of docs/decisions/0007-catalog.md and its home samples.
const { products, problems } = parseCatalog(raw);
const active = products.filter((product) => product.isActive);
// Paths, not file URLs: jsdom's URL class is not one node:fs accepts.
const publicDir = join(import.meta.dirname, '../../../public');
const imageDir = join(publicDir, 'images/catalog');
const share = (matching: (product: Product) => boolean) =>
  products.filter(matching).length / products.length;

describe('the catalog data', () => {
  it('validates without a single problem', () => {
    expect(problems).toEqual([]);
    expect(products).toHaveLength(raw.length);
  });

  it('has at least 130 active products', () => {
    expect(active.length).toBeGreaterThanOrEqual(130);
  });

  it.each(categories.map((category) => [category.slug]))(
    'has at least 6 products from at least 3 brands in %s',
    (slug) => {
      const inCategory = productsIn(products, slug);
      expect(inCategory.length).toBeGreaterThanOrEqual(6);
      expect(new Set(inCategory.map((product) => product.brand)).size).toBeGreaterThanOrEqual(3);
    },
  );

  it('names each product by its real brand, never by a menu path or a product line', () => {
    const menuPaths = categories.flatMap((category) =>
      publishedBrandPaths(category).flatMap(({ path, brand }) => (path === brand ? [] : [path])),
    );
    expect(menuPaths).toEqual(expect.arrayContaining(['iphone', 'ipad-tab', 'star-pc', 'lgbenq']));
    const known = new Set(brands.map((brand) => brand.slug));
    expect(
      products.filter((product) => !known.has(product.brand) || menuPaths.includes(product.brand)),
    ).toEqual([]);
    expect(new Set(products.filter((p) => p.name.startsWith('iP')).map((p) => p.brand))).toEqual(
      new Set(['apple']),
    );
  });

  it("sells something of every brand in the shop's list", () => {
    const sold = new Set(active.map((product) => product.brand));
    expect(brands.filter((brand) => !sold.has(brand.slug))).toEqual([]);
  });

  it('knows the brand of every brand path of the menus', () => {
    const unknown = categories.flatMap((category) =>
      publishedBrandPaths(category)
        .filter(({ brand }) => findBrand(brand) === undefined)
        .map(({ path }) => `${category.slug}/${path}`),
    );
    expect(unknown).toEqual([]);
  });

  it('files each product under the kind its type names, with the specifications of that kind', () => {
    const kindByType: [RegExp, ProductKind][] = [
      [/(?<!Gaming )Smartphone$/, 'phone'],
      [/^(Tablet|E-reader)$/, 'tablet'],
      [/Laptop$/, 'laptop'],
      [/Desktop|Desktop PC$/, 'desktop'],
      [/Monitor$/, 'monitor'],
      [/Headphones|Earbuds|Headset/, 'headphones'],
      [/Printer|Copier|Photocopier|Scanner/, 'printer'],
      [/Projector$/, 'projector'],
      [/Software|Subscription/, 'software'],
    ];
    const misfiled = products.flatMap((product) =>
      kindByType
        .filter(([type]) => type.test(product.productType))
        .filter(([, kind]) => product.specifications.kind !== kind)
        .map(([, kind]) => `${product.id} (${product.productType}) is not a ${kind}`),
    );
    expect(misfiled).toEqual([]);
    const ofKind = (kind: ProductKind) =>
      products.filter((product) => product.specifications.kind === kind);
    expect(ofKind('laptop').length).toBeGreaterThanOrEqual(15);
    expect(ofKind('monitor').length).toBeGreaterThanOrEqual(10);
    expect(ofKind('software').every((product) => !('weight' in product.specifications))).toBe(true);
  });

  it('lists gaming laptops and desktops under Laptops & Computers as well as Gaming', () => {
    const victus = products.find((product) => product.name === 'HP Victus 15 Gaming Laptop');
    expect(victus && listingCategories(victus)).toEqual(['gaming', 'laptop-desktop']);
    const computers = new Set(productsIn(products, 'laptop-desktop').map((product) => product.id));
    const gamingComputers = productsIn(products, 'gaming').filter((product) =>
      ['laptop', 'desktop'].includes(product.specifications.kind),
    );
    expect(gamingComputers.length).toBeGreaterThanOrEqual(4);
    expect(gamingComputers.filter((product) => !computers.has(product.id))).toEqual([]);
  });

  it('has unique ids, slugs and SKUs', () => {
    for (const key of ['id', 'slug', 'sku'] as const) {
      expect(new Set(products.map((product) => product[key])).size).toBe(products.length);
    }
  });

  it.each(useCases.map((useCase) => [useCase]))('suits at least 12 products to %s', (useCase) => {
    expect(active.filter((product) => product.useCase.includes(useCase)).length).toBeGreaterThan(
      11,
    );
  });

  it('has products for no use case in particular', () => {
    expect(active.some((product) => product.useCase.length === 0)).toBe(true);
  });

  it('varies price, discount and stock as a real shop would', () => {
    const prices = products.map((product) => product.priceCents);
    expect(Math.min(...prices)).toBeLessThan(10_00);
    expect(Math.max(...prices)).toBeGreaterThan(3000_00);
    expect(Math.max(...prices)).toBeLessThanOrEqual(3500_00);
    expect(share((product) => product.discountPercentage > 0)).toBeGreaterThan(0.15);
    expect(share((product) => product.discountPercentage === 0)).toBeGreaterThan(0.5);
    expect(share((product) => !product.inStock)).toBeGreaterThan(0.05);
    expect(share((product) => !product.inStock)).toBeLessThan(0.15);
    for (const flag of ['isFeatured', 'isBestSeller', 'isNewArrival'] as const) {
      expect(products.some((product) => product[flag])).toBe(true);
    }
  });

  it('was created and updated between 2024 and November 2026', () => {
    for (const product of products) {
      expect(product.createdAt >= '2024-01-01', product.id).toBe(true);
      expect(product.updatedAt <= '2026-11-01', product.id).toBe(true);
    }
  });

  it('keeps the seven home samples, active and with the fields that fit them', () => {
    const samples = products.filter((product) => product.tags.includes('home-sample'));
    expect(samples.map((product) => product.productType).sort()).toEqual([
      'Gaming Laptop',
      'Portable Speaker',
      'Power Bank',
      'Smartwatch',
      'Tablet',
      'Wireless Headphones',
      'Workstation Laptop',
    ]);
    for (const sample of samples) {
      expect(sample.isActive).toBe(true);
      expect(sample.specifications, sample.id).toEqual(
        expect.objectContaining({
          connectivity: expect.any(String) as string,
          chargingTime: expect.any(String) as string,
          warranty: expect.any(String) as string,
          weight: expect.any(String) as string,
        }),
      );
    }
    // The headphones have every field of their home sample; only they have a driver size.
    const headphones = samples.find((sample) => sample.productType === 'Wireless Headphones');
    expect(headphones?.specifications).toEqual(
      expect.objectContaining({
        batteryLife: expect.any(String) as string,
        driverSize: expect.any(String) as string,
      }),
    );
  });

  it('shows every product with an illustration that ships with the app', () => {
    for (const product of products) {
      expect(product.imageUrl, product.id).toMatch(/^\/images\/catalog\/[a-z-]+\.svg$/);
      expect(existsSync(join(publicDir, product.imageUrl)), product.id).toBe(true);
    }
  });
});

describe('the catalog illustrations', () => {
  const files = readdirSync(imageDir).filter((file) => file.endsWith('.svg'));

  it('are all in use', () => {
    const used = new Set(products.map((product) => product.imageUrl));
    expect(files.filter((file) => !used.has(`/images/catalog/${file}`))).toEqual([]);
  });

  it.each(files)('%s is a small 4:3 drawing with no text or outside references', (file) => {
    const svg = readFileSync(join(imageDir, file), 'utf8');
    expect(svg.length).toBeLessThan(3 * 1024);
    const { width, height } = productImageSize;
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"`);
    expect(svg).not.toMatch(/<text|href|url\(|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });
});
