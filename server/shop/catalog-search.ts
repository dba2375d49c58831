import { and, eq, isNotNull, max } from 'drizzle-orm';
import type { SearchAnswer, SearchSuggestionAnswer } from '#shop-api/search.ts';
import { listProducts } from '#catalog/listing.ts';
import { readListingQuery } from '#catalog/listing-query.ts';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import type { CatalogEntry, Product } from '#catalog/product.ts';
import { productSearchInSteps, type ProductSearch } from '#catalog/product-search.ts';
import type { Db } from '#server/store/database.ts';
import { catalogReleases, products } from '#server/store/schema.ts';
import { productRatings } from './reviews.ts';
import { withStock } from './products.ts';
import { readStock } from './stock.ts';

/** How long an instance searches the catalog it read before it asks whether a newer was released. */
export const CATALOG_CHECK_MS = 30_000;

/** How many suggestions the search box shows. */
const SUGGESTIONS = 6;

interface SearchIndex {
  /** The newest catalog release the index was built from. */
  release: number;
  search: ProductSearch;
  /** The entries as the database holds them, by id: what an answer sends. */
  entries: ReadonlyMap<string, CatalogEntry>;
}

/** Runs work written as steps, each in a turn of Node's event loop of its own. */
async function runInTurns<Result>(steps: Iterator<unknown, Result>): Promise<Result> {
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    const step = steps.next();
    if (step.done) return step.value;
  }
}

const newestRelease = async (db: Db): Promise<number> => {
  const [row] = await db.select({ version: max(catalogReleases.version) }).from(catalogReleases);
  return row?.version ?? 0;
};

async function buildIndex(db: Db, release: number): Promise<SearchIndex> {
  const rows = await db
    .select({ document: products.document })
    .from(products)
    .where(and(eq(products.sold, true), isNotNull(products.document)));
  const entries = rows.flatMap(({ document }) => (document ? [document] : []));
  // The release step checked every entry; one that no longer reads is left out, never served.
  const { products: parsed } = parseCatalog(entries);
  return {
    release,
    search: await runInTurns(productSearchInSteps(parsed)),
    entries: new Map(entries.map((entry) => [entry.id, entry])),
  };
}

/**
 * The catalog's search on the server (docs/decisions/0038-search-on-the-server.md): an index of
 * the products the shop sells as the database holds them, built in steps at the first search, and built again when a
 * newer catalog release is found (asked at most every `CATALOG_CHECK_MS`; the answers meanwhile
 * come from the index at hand). Stock and sale come from the products' rows at each search.
 */
export function catalogSearch(db: Db, now: () => number = Date.now) {
  let index: Promise<SearchIndex> | undefined;
  let checkedAt = -Infinity;

  /** `atHand` when it is of the newest release, else an index built for that one. */
  async function newest(atHand: Promise<SearchIndex> | undefined): Promise<SearchIndex> {
    const release = await newestRelease(db);
    const held = await atHand?.catch(() => undefined);
    if (held?.release === release) return held;
    const built = await buildIndex(db, release);
    index = Promise.resolve(built);
    return built;
  }

  // One check at a time: the searches that come meanwhile take the index at hand, or, before
  // the first, wait for the same build.
  function currentIndex(): Promise<SearchIndex> {
    if (index && now() - checkedAt < CATALOG_CHECK_MS) return index;
    checkedAt = now();
    const checked = newest(index);
    checked.catch(() => {
      // Asked again at the next search; a first index that could not be built is not kept.
      checkedAt = -Infinity;
      if (index === checked) index = undefined;
    });
    index ??= checked;
    return index;
  }

  /** The products of `found` still sold, with their stock as the database has it now. */
  async function withLiveStock(found: readonly Product[]): Promise<Product[]> {
    const levels = new Map(
      (
        await readStock(
          db,
          found.map((product) => product.id),
        )
      ).map((level) => [level.productId, level]),
    );
    return found.flatMap((product) => {
      const level = levels.get(product.id);
      return level?.sold ? [{ ...product, stockCount: level.stock, inStock: level.stock > 0 }] : [];
    });
  }

  return {
    /** One page of the products matching `text`, as the listing's parameters in `params` ask. */
    async search(text: string, params: URLSearchParams): Promise<SearchAnswer> {
      const { search, entries } = await currentIndex();
      const found = await withLiveStock(search.search(text));
      const ratings = new Map(
        (await productRatings(db)).map(({ productId, ...rating }) => [productId, rating]),
      );
      const page = listProducts(found, readListingQuery(params, 'search'), { ratings });
      return {
        ...page,
        products: page.products.flatMap((product) => {
          const entry = entries.get(product.id);
          return entry ? [withStock(entry, product.stockCount)] : [];
        }),
        nearestTerms: found.length === 0 ? search.nearestTerms(text) : [],
      };
    },

    /** The few products the search box offers for `text`, the best first. */
    async suggest(text: string): Promise<SearchSuggestionAnswer> {
      const { search } = await currentIndex();
      return search
        .suggest(text, SUGGESTIONS)
        .map(({ id, name, imageUrl, priceCents }) => ({ id, name, imageUrl, priceCents }));
    },
  };
}
