import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalog } from './catalog';
import { makeProduct } from './product-fixture';

vi.mock('./catalog', () => ({ catalog: { products: vi.fn() } }));

describe('loadProductSearch', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.mocked(catalog.products).mockReset();
  });

  it('builds the search once over the catalog', async () => {
    vi.mocked(catalog.products).mockResolvedValue([makeProduct({ name: 'Galaxy Phone' })]);
    const { loadProductSearch } = await import('./load-product-search');
    const first = await loadProductSearch();
    expect(await loadProductSearch()).toBe(first);
    expect(first.search('galaxy').map((product) => product.name)).toEqual(['Galaxy Phone']);
    expect(catalog.products).toHaveBeenCalledTimes(1);
  });

  it('tries the catalog again after a failed load', async () => {
    vi.mocked(catalog.products)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([makeProduct({ name: 'Galaxy Phone' })]);
    const { loadProductSearch } = await import('./load-product-search');
    await expect(loadProductSearch()).rejects.toThrow('offline');
    expect((await loadProductSearch()).search('galaxy')).toHaveLength(1);
  });
});
