import { catalogIndex } from '#server/shop/catalog-index.ts';
import {
  editableProduct,
  editProduct,
  readProducts,
  staffProducts,
} from '#server/shop/products.ts';
import { publishedCodes } from '#server/shop/offers.ts';
import type { Handlers } from '../routing.ts';
import type { ResourceContext } from './context.ts';

/**
 * The catalog as the server holds it (docs/decisions/0038-search-on-the-server.md,
 * 0039-listings-on-the-server.md): products by id, the listings and the search, with one index
 * an instance, built at its first call.
 */
export function catalogRoutes({
  db,
  clock,
}: ResourceContext): Handlers<
  | 'products'
  | 'staffProducts'
  | 'editableProduct'
  | 'editProduct'
  | 'listing'
  | 'search'
  | 'searchSuggestions'
  | 'offers'
> {
  const catalog = catalogIndex(db);
  return {
    products: async ({ c, query }) => {
      const products = await readProducts(db, query.ids, clock());
      // Stock a few seconds old, as every page shows it until the product page asks again.
      c.header('Cache-Control', 'public, max-age=5');
      return c.json({ products });
    },
    staffProducts: async ({ c }) => c.json({ products: await staffProducts(db) }),
    editableProduct: async ({ c, params }) => c.json(await editableProduct(db, params.id)),
    editProduct: async ({ c, params, body }) => {
      const edited = await editProduct(db, params.id, body);
      // This instance's listings and searches show it at once; the others' at their next check.
      catalog.recheck();
      return c.json(edited);
    },
    listing: async ({ c, query }) => {
      // The listing's parameters are read as the listing page reads its own address.
      const params = new URL(c.req.url).searchParams;
      const answer = await catalog.list(
        { category: query.scopeCategory, brand: query.scopeBrand },
        params,
      );
      // The same for everyone, and stock a few seconds old is what every listing shows.
      c.header('Cache-Control', 'public, max-age=5');
      return c.json(answer);
    },
    search: async ({ c, query }) => {
      // The listing's parameters are read as the search page reads its own address.
      const params = new URL(c.req.url).searchParams;
      const answer = await catalog.search(query.q, params);
      // The same for everyone, and stock a few seconds old is what every listing shows.
      c.header('Cache-Control', 'public, max-age=5');
      return c.json(answer);
    },
    offers: async ({ c }) => {
      const [sales, codes] = await Promise.all([catalog.sales(), publishedCodes(db, clock())]);
      // The same for everyone; a sale's end a few seconds late is what every listing shows.
      c.header('Cache-Control', 'public, max-age=5');
      return c.json({ sales, codes });
    },
    searchSuggestions: async ({ c, query }) => {
      const suggestions = await catalog.suggest(query.q);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ suggestions });
    },
  };
}
