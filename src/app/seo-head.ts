// What a prerendered page says of itself to search engines and link previews: its canonical
// address, Open Graph and Twitter card tags, and schema.org structured data (JSON-LD) from the
// same data the page renders (docs/decisions/0027-found-by-search-engines.md). Written into the
// HTML by the prerender only: nothing of it is in the browser's JavaScript.
import type {
  BreadcrumbList,
  ElectronicsStore,
  OpeningHoursSpecification,
  Product as ProductSchema,
  WithContext,
} from 'schema-dts';
import { decimalDollars } from '#shop-api/money.ts';
import { shop } from '#src/content/shop.ts';
import type { Store } from '#shop-api/stores.ts';
import { weekdayNames } from '#shop-api/store-hours.ts';
import { href, path as paths } from '#src/routing/paths.ts';
import type { Brand, Category } from '#catalog/taxonomy.ts';
import type { Product } from '#catalog/product.ts';

/** A product page's data, as its loader gives it. */
export interface ProductPageData {
  product: Product;
  category: Category;
  brand: Brand;
}

interface SeoPage {
  /** The shop's public address, such as https://voltbay.example (no path). */
  origin: string;
  /** The page's path: its canonical address. */
  path: string;
  title: string;
  description: string;
  /** On a product's page. */
  productPage?: ProductPageData;
}

/**
 * The product as schema.org's Product: its offer, brand and picture. No rating: the page shows
 * the one its reviews give once it runs, and structured data may only say what the page shows as
 * it is built (docs/decisions/0030-reviews.md).
 */
export function productData(origin: string, { product, brand }: ProductPageData) {
  const data: WithContext<ProductSchema> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    image: new URL(product.imageUrl, origin).href,
    brand: { '@type': 'Brand', name: brand.label },
    offers: {
      '@type': 'Offer',
      url: new URL(href('product', { productId: product.id }), origin).href,
      price: decimalDollars(product.priceCents),
      priceCurrency: 'USD',
      availability:
        product.stockCount > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: shop.name },
    },
  };
  return data;
}

/** The product page's breadcrumbs, as its page shows them: category, brand, product. */
export function breadcrumbData(origin: string, { product, category, brand }: ProductPageData) {
  const crumbs = [
    { name: category.label, path: href('category', { category: category.slug }) },
    { name: brand.label, path: href('brand', { category: category.slug, brand: brand.slug }) },
    { name: product.name, path: href('product', { productId: product.id }) },
  ];
  const data: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: new URL(path, origin).href,
    })),
  };
  return data;
}

/** A store's opening hours as schema.org reads them, from the shop's own (shop-api/stores.ts). */
function openingHoursOf(store: Store): OpeningHoursSpecification[] {
  return store.openingHours.map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((day) => `https://schema.org/${weekdayNames[day]}` as const),
    opens,
    closes,
  }));
}

/** A store's address in its parts, from its lines (the city and postcode end the last one). */
export function postalAddressOf(store: Store) {
  const lastLine = store.address.at(-1) ?? '';
  const [, street, locality, postalCode] = /^(.*), ([^,]+) (\d{4})$/.exec(lastLine) ?? [];
  if (!street || !locality || !postalCode) {
    throw new Error(`seo-head: cannot read the address of ${store.name}: ${lastLine}`);
  }
  return {
    '@type': 'PostalAddress' as const,
    streetAddress: [...store.address.slice(0, -1), street].join(', '),
    addressLocality: locality,
    postalCode,
    addressCountry: 'BD',
  };
}

/** The shop's stores as schema.org's ElectronicsStore: address, phone and opening hours. */
export function storesData(origin: string) {
  return shop.stores.map((store) => {
    const data: WithContext<ElectronicsStore> = {
      '@context': 'https://schema.org',
      '@type': 'ElectronicsStore',
      name: `${shop.name} ${store.name}`,
      url: new URL(paths.findOurStore, origin).href,
      telephone: store.phone.dial,
      address: postalAddressOf(store),
      openingHoursSpecification: openingHoursOf(store),
    };
    return data;
  });
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A JSON-LD block, whose JSON cannot end the element early. */
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The head tags of a prerendered page at `path`. */
export function seoHead({ origin, path, title, description, productPage }: SeoPage): string {
  const url = new URL(path, origin).href;
  const image = productPage
    ? new URL(productPage.product.imageUrl, origin).href
    : new URL('/favicon.svg', origin).href;
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${attribute(content)}">`;
  const structured = productPage
    ? [productData(origin, productPage), breadcrumbData(origin, productPage)]
    : path === '/'
      ? storesData(origin)
      : [];
  return [
    `<link rel="canonical" href="${attribute(url)}">`,
    meta('og:site_name', shop.name),
    meta('og:type', productPage ? 'product' : 'website'),
    meta('og:url', url),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:image', image),
    `<meta name="twitter:card" content="summary">`,
    ...structured.map(jsonLd),
  ].join('\n');
}
