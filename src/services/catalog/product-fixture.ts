import type { Product } from './product';

/** A valid product for tests: each test overrides only the fields it is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
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
    brand: 'samsung',
    useCase: ['students'],
    rating: 4.5,
    reviewCount: 120,
    tags: ['smartphone'],
    isFeatured: false,
    isBestSeller: false,
    isNewArrival: false,
    specifications: { warranty: '1 year', weight: '180 g' },
    createdAt: '2025-01-10T09:00:00.000Z',
    updatedAt: '2025-02-10T09:00:00.000Z',
    seller: { id: 'voltbay', name: 'Voltbay', rating: 4.8 },
    shippingInfo: { freeShipping: true, estimatedDelivery: '1-2 business days' },
    isActive: true,
    ...overrides,
  };
}
