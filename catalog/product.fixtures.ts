import * as v from 'valibot';
import { productSchema, type CatalogEntry, type Product } from './product.ts';

/** A valid catalog entry, as the JSON writes it (prices in dollars), for tests of the schema. */
export function makeCatalogEntry(overrides: Partial<CatalogEntry> = {}): CatalogEntry {
  return {
    id: 'vb-9001',
    name: 'Voltbay Test Phone',
    slug: 'voltbay-test-phone',
    description: 'A phone that exists only in tests.',
    imageUrl: '/images/catalog/phone.svg',
    imageAlt: 'Illustration of the Voltbay Test Phone',
    productType: 'Smartphone',
    sku: 'VB-TST-9001',
    price: 199.99,
    originalPrice: 199.99,
    discountPercentage: 0,
    inStock: true,
    stockCount: 5,
    category: 'phone-tablets',
    alsoListedIn: [],
    brand: 'samsung',
    useCase: ['students'],
    tags: ['smartphone'],
    isFeatured: false,
    isBestSeller: false,
    isNewArrival: false,
    specifications: {
      kind: 'phone',
      screenSize: 6.1,
      display: 'OLED, 120 Hz',
      storage: 128,
      connectivity: '5G, Wi-Fi 6',
      batteryLife: '4000 mAh',
      warranty: '1 year',
      weight: '180 g',
    },
    createdAt: '2025-01-10T09:00:00.000Z',
    updatedAt: '2025-02-10T09:00:00.000Z',
    seller: { id: 'voltbay', name: 'Voltbay' },
    shippingInfo: { freeShipping: true, estimatedDelivery: '1-2 business days' },
    isActive: true,
    ...overrides,
  };
}

/**
 * The product the schema makes of `makeCatalogEntry()` ($199.99 is `priceCents` 19999): each
 * test overrides only the fields it is about.
 */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return { ...v.parse(productSchema, makeCatalogEntry()), ...overrides };
}
