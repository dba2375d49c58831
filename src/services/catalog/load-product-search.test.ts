import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '#catalog/product.ts';
import { makeProduct } from './product.fixtures.ts';

const products = vi.hoisted(() => vi.fn<() => Promise<readonly Product[]>>());
vi.mock('./catalog.ts', () => ({ catalog: { products } }));

describe('loadProductSearch', () => {
  beforeEach(() => {
    vi.resetModules();
    products.mockReset();
  });

  it('builds the search once over the catalog', async () => {
    products.mockResolvedValue([makeProduct({ name: 'Galaxy Phone' })]);
    const { loadProductSearch } = await import('./load-product-search.ts');
    const first = await loadProductSearch();
    expect(await loadProductSearch()).toBe(first);
    expect(first.search('galaxy').map((product) => product.name)).toEqual(['Galaxy Phone']);
    expect(products).toHaveBeenCalledTimes(1);
  });

  it('tries the catalog again after a failed load', async () => {
    products
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([makeProduct({ name: 'Galaxy Phone' })]);
    const { loadProductSearch } = await import('./load-product-search.ts');
    await expect(loadProductSearch()).rejects.toThrow('offline');
    expect((await loadProductSearch()).search('galaxy')).toHaveLength(1);
  });
});
