import { afterAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '#catalog/generate-catalog.ts';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import { releaseShopCatalog } from '#server/catalog.ts';
import { soldCatalog } from '#server/shop/products.ts';
import { ownTestDatabase } from '#server/testing/test-database.ts';

// The development server's catalog of generated products (VOLTBAY_CATALOG_SIZE), released into a
// database of this file's own.
const database = await ownTestDatabase();
afterAll(() => database.close());

describe('a generated catalog in development', () => {
  it('sells the products the build renders with the same size, and no others', async () => {
    await releaseShopCatalog(database.db, 300);
    const generated = parseCatalog(generateCatalog(300, 1)).products;
    const sold = await soldCatalog(database.db);
    const ids = (list: readonly { id: string }[]) => list.map(({ id }) => id).sort();
    expect(ids(sold)).toEqual(ids(generated));
    expect(sold.find((product) => product.id === 'gen-1')?.name).toBe(generated[0]?.name);
  });
});
