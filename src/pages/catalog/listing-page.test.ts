import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { listingLoader } from './listing-page';

function load(pathname: string, params: LoaderFunctionArgs['params']) {
  const request = new Request(`http://shop.test${pathname}`);
  return listingLoader({ request, params, context: {} } as LoaderFunctionArgs);
}

async function thrownBy(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    return thrown;
  }
  throw new Error('expected the loader to throw');
}

describe('listingLoader', () => {
  it('lists every active product at /products', async () => {
    const listing = await load('/products', {});
    expect(listing.title).toBe('All products');
    expect(listing.products.length).toBeGreaterThanOrEqual(120);
    expect(listing.products.every((product) => product.isActive)).toBe(true);
  });

  it("lists a category's products, and a brand's within it", async () => {
    const category = await load('/phone-tablets', { category: 'phone-tablets' });
    expect(category.title).toBe('Phones & Tablets');
    expect(category.products.length).toBeGreaterThan(0);
    expect(category.products.every((product) => product.category === 'phone-tablets')).toBe(true);

    const brand = await load('/phone-tablets/iphone', {
      category: 'phone-tablets',
      brand: 'iphone',
    });
    expect(brand.title).toBe('iPhone in Phones & Tablets');
    expect(brand.products.length).toBeGreaterThan(0);
    expect(brand.products.every((product) => product.brand === 'iphone')).toBe(true);
  });

  it('redirects other letter cases to the lowercase path and keeps the query', async () => {
    const thrown = await thrownBy(
      load('/Office-equipment?page=2', { category: 'Office-equipment' }),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/office-equipment?page=2');
  });

  it('is the 404 page for an unknown category, or a brand the category does not have', async () => {
    for (const params of [
      { category: 'no-such-category' },
      { category: 'phone-tablets', brand: 'no-such-brand' },
      { category: 'gaming', brand: 'iphone' },
    ]) {
      const thrown = await thrownBy(load(`/${Object.values(params).join('/')}`, params));
      // React Router's data(null, { status: 404 }), which the error page shows as Page Not Found.
      expect((thrown as { init: ResponseInit }).init.status).toBe(404);
    }
  });
});
