import { describe, expect, it } from 'vitest';
import { shop } from '#src/content/shop.ts';
import { makeProduct } from '#catalog/product.fixtures.ts';
import { findBrand, findCategory } from '#catalog/taxonomy.ts';
import { breadcrumbData, postalAddressOf, productData, seoHead, storesData } from './seo-head.ts';

const origin = 'https://voltbay.example';
const category = findCategory('phone-tablets');
const brand = findBrand('apple');
if (!category || !brand) throw new Error('the taxonomy has no phone-tablets or apple');
const product = makeProduct({
  id: 'vb-0004',
  name: 'iPhone 15 "128 GB"</script>',
  sku: 'APL-IP15-128',
  priceCents: 69_900,
  stockCount: 3,
  imageUrl: '/images/catalog/phone.svg',
});
const productPage = { product, category, brand };

describe('structured data', () => {
  it('describes a product with its price in dollars, stock, brand and picture, and no rating', () => {
    const data = productData(origin, productPage);
    // The build cannot know the rating the page shows once it runs.
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: 'APL-IP15-128',
      image: 'https://voltbay.example/images/catalog/phone.svg',
      brand: { '@type': 'Brand', name: brand.label },
      offers: {
        '@type': 'Offer',
        url: 'https://voltbay.example/products/vb-0004',
        price: '699.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('says a product with none left is out of stock', () => {
    const data = productData(origin, { ...productPage, product: { ...product, stockCount: 0 } });
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('lists the breadcrumbs the product page shows: category, brand, product', () => {
    const { itemListElement } = breadcrumbData(origin, productPage);
    expect(itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: category.label,
        item: 'https://voltbay.example/phone-tablets',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: brand.label,
        item: 'https://voltbay.example/phone-tablets/apple',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: product.name,
        item: 'https://voltbay.example/products/vb-0004',
      },
    ]);
  });

  it("reads every store's address and hours from the words shoppers read", () => {
    const stores = storesData(origin);
    expect(stores).toHaveLength(shop.stores.length);
    expect(stores[0]).toMatchObject({
      '@type': 'ElectronicsStore',
      name: 'Voltbay Circuit Square',
      url: 'https://voltbay.example/find-our-store',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Level 4, Shop 412, Circuit Square Shopping Complex, 69 Elephant Road',
        addressLocality: 'Dhaka',
        postalCode: '1205',
        addressCountry: 'BD',
      },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'].map(
            (day) => `https://schema.org/${day}`,
          ),
          opens: '10:00',
          closes: '20:00',
        },
        { dayOfWeek: ['https://schema.org/Friday'], opens: '15:00', closes: '20:00' },
      ],
    });
  });

  it('stops the build on an address it cannot read, rather than guess', () => {
    const [store] = shop.stores;
    if (!store) throw new Error('no store');
    expect(() => postalAddressOf({ ...store, address: ['Somewhere'] })).toThrow(
      /cannot read the address of Circuit Square/,
    );
  });
});

describe('seoHead', () => {
  const head = seoHead({
    origin,
    path: '/products/vb-0004',
    title: 'iPhone 15 "128 GB" | Voltbay',
    description: 'A phone & more',
    productPage,
  });

  it('names the canonical address and the link preview, escaped for attributes', () => {
    expect(head).toContain(
      '<link rel="canonical" href="https://voltbay.example/products/vb-0004">',
    );
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain(
      '<meta property="og:title" content="iPhone 15 &quot;128 GB&quot; | Voltbay">',
    );
    expect(head).toContain('<meta property="og:description" content="A phone &amp; more">');
    expect(head).toContain(
      '<meta property="og:image" content="https://voltbay.example/images/catalog/phone.svg">',
    );
  });

  it('carries the structured data as JSON that cannot close its element', () => {
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(
      blocks.map(([, json]) => (JSON.parse(json ?? '') as { '@type': string })['@type']),
    ).toEqual(['Product', 'BreadcrumbList']);
    expect(head.match(/<\/script>/g)).toHaveLength(2);
  });

  it('describes the stores on the home page, and nothing on another page', () => {
    const home = seoHead({ origin, path: '/', title: 'Voltbay', description: 'Shop' });
    expect(home.match(/"@type":"ElectronicsStore"/g)).toHaveLength(shop.stores.length);
    const about = seoHead({ origin, path: '/about', title: 'About', description: 'Us' });
    expect(about).not.toContain('application/ld+json');
    expect(about).toContain('<meta property="og:type" content="website">');
  });
});
