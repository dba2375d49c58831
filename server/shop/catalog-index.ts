import { and, eq, isNotNull, max } from 'drizzle-orm';
import type { ListingAnswer } from '#shop-api/listing.ts';
import type { SearchAnswer, SearchSuggestionAnswer } from '#shop-api/search.ts';
import { listScope, type ListingScope } from '#catalog/category-listing.ts';
import { listProducts, type ListingPage, type RatingsById } from '#catalog/listing.ts';
import { readListingQuery, type ListingQuery } from '#catalog/listing-query.ts';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import type { CatalogEntry, Product } from '#catalog/product.ts';
import { productSearchInSteps, type ProductSearch } from '#catalog/product-search.ts';
import type { Db } from '#server/store/database.ts';
import { catalogReleases, products } from '#server/store/schema.ts';
import { productRatings } from './reviews.ts';
import { withStock } from './products.ts';
import { soldStock } from './stock.ts';
import { stockedAt } from './locations.ts';
import { entryPricedNow, offerProductOf, productPricedNow, runningSales } from './offers.ts';
import { priceNow, type SaleTerms } from '#shop-api/offer-rules.ts';
import type { OffersAnswer } from '#shop-api/published-offers.ts';
import type { StoreId } from '#shop-api/stores.ts';

/**
 * How long an instance uses the catalog it read before it asks whether it changed since (a newer
 * release, or a staff edit on another instance).
 */
export const CATALOG_CHECK_MS = 30_000;

/**
 * How old the stock and the ratings a listing or a search is worked out with may be: read for
 * every product at once, at most this often, shared by the calls meanwhile. Stock a few seconds
 * old is what every listing shows (its answer is cached for 5 s); the product page, the cart and
 * the order read the product's own row.
 */
export const LIVE_STATE_MS = 2_000;

/** How many suggestions the search box shows. */
const SUGGESTIONS = 6;

/** How many of a sale's products the Offers page shows (the rest are a link away). */
export const OFFER_PRODUCTS = 8;

interface SearchIndex {
  /** The catalog's revision the index was built from (`catalogRevision`). */
  revision: string;
  search: ProductSearch;
  /** The products on sale, as the catalog reads them: what listings are made of. */
  products: readonly Product[];
  /** The entries as the database holds them, by id: what an answer sends. */
  entries: ReadonlyMap<string, CatalogEntry>;
}

/**
 * Every sold product's stock, every product's rating and the sales running, as the database held
 * them at `at`, the moment the sales' prices are taken at.
 */
interface LiveState {
  stock: ReadonlyMap<string, number>;
  ratings: RatingsById;
  sales: readonly SaleTerms[];
  at: Date;
  /**
   * The products each store has, read when a call first narrows to the store while this state is
   * in use (`productsAt`): no older than the warehouse's stock, and a listing that asks no store
   * reads none.
   */
  stores: Map<StoreId, Promise<ReadonlySet<string>>>;
}

async function readLiveState(db: Db, at: Date): Promise<LiveState> {
  const [stock, ratings, sales] = await Promise.all([
    soldStock(db),
    productRatings(db),
    runningSales(db, at),
  ]);
  return {
    stock,
    ratings: new Map(ratings.map(({ productId, ...rating }) => [productId, rating])),
    sales,
    at,
    stores: new Map(),
  };
}

/** Runs work written as steps, each in a turn of Node's event loop of its own. */
async function runInTurns<Result>(steps: Iterator<unknown, Result>): Promise<Result> {
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The catalog as the database holds it now, in a word: its newest release and its latest staff
 * edit. Either changing means the index is built again.
 */
async function catalogRevision(db: Db): Promise<string> {
  const [[release], [edit]] = await Promise.all([
    db.select({ version: max(catalogReleases.version) }).from(catalogReleases),
    db.select({ at: max(products.editedAt) }).from(products),
  ]);
  return `${release?.version ?? 0}:${edit?.at?.getTime() ?? 0}`;
}

async function buildIndex(db: Db, revision: string): Promise<SearchIndex> {
  const rows = await db
    .select({ document: products.document })
    .from(products)
    .where(and(eq(products.sold, true), isNotNull(products.document)));
  const entries = rows.flatMap(({ document }) => (document ? [document] : []));
  // The release step checked every entry; one that no longer reads is left out, never served.
  const { products: parsed } = parseCatalog(entries);
  return {
    revision,
    search: await runInTurns(productSearchInSteps(parsed)),
    products: parsed,
    entries: new Map(entries.map((entry) => [entry.id, entry])),
  };
}

/**
 * The catalog's search and listings on the server (docs/decisions/0038-search-on-the-server.md,
 * 0039-listings-on-the-server.md): the products the shop sells as the database holds them, with
 * a search index built in steps at the first call, and built again when a newer catalog release
 * or a staff edit is found (asked at most every `CATALOG_CHECK_MS`; the answers meanwhile come from the index at
 * hand). Stock (the warehouse's, and a store's when a listing asks), sale and ratings come from
 * the database, at most `LIVE_STATE_MS` old.
 */
export function catalogIndex(db: Db, now: () => number = Date.now) {
  let index: Promise<SearchIndex> | undefined;
  let checkedAt = -Infinity;

  /** `atHand` when it is of the catalog's revision now, else an index built for that one. */
  async function newest(atHand: Promise<SearchIndex> | undefined): Promise<SearchIndex> {
    const revision = await catalogRevision(db);
    const held = await atHand?.catch(() => undefined);
    if (held?.revision === revision) return held;
    const built = await buildIndex(db, revision);
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

  let live: Promise<LiveState> | undefined;
  let liveReadAt = -Infinity;

  /** The stock and ratings at most `LIVE_STATE_MS` old, read once for the calls meanwhile. */
  function liveState(): Promise<LiveState> {
    if (live && now() - liveReadAt < LIVE_STATE_MS) return live;
    liveReadAt = now();
    const reading = readLiveState(db, new Date(liveReadAt));
    reading.catch(() => {
      // Read again at the next call.
      if (live === reading) liveReadAt = -Infinity;
    });
    live = reading;
    return reading;
  }

  /** The products `query`'s store has, as `state` knows them; none asked, none read. */
  async function productsAt(
    state: LiveState,
    query: ListingQuery,
  ): Promise<ReadonlySet<string> | undefined> {
    const store = query.availableAt;
    if (!store) return undefined;
    let reading = state.stores.get(store);
    if (!reading) {
      reading = stockedAt(db, store);
      state.stores.set(store, reading);
      reading.catch(() => {
        // Read again at the next call.
        if (state.stores.get(store) === reading) state.stores.delete(store);
      });
    }
    return reading;
  }

  let priced:
    { index: SearchIndex; state: LiveState; byId: ReadonlyMap<string, Product> } | undefined;

  /**
   * The index's products still sold, by id, with their stock and their price (a running sale's)
   * as `state` has them: made once per index and state, not per call, so the listing's
   * per-product caches (a product's use cases) keep their objects between calls. Sorting and the
   * price filter read these prices.
   */
  function onSale(index: SearchIndex, state: LiveState): ReadonlyMap<string, Product> {
    if (priced?.index !== index || priced.state !== state) {
      const byId = new Map<string, Product>();
      for (const product of index.products) {
        const count = state.stock.get(product.id);
        if (count !== undefined) {
          const inStock = { ...product, stockCount: count, inStock: count > 0 };
          byId.set(product.id, productPricedNow(inStock, state.sales, state.at));
        }
      }
      priced = { index, state, byId };
    }
    return priced.byId;
  }

  /**
   * `page` with each product in the catalog's own form, as the database holds it, at the stock
   * and price of `state`.
   */
  const asEntries = (
    page: ListingPage,
    entries: ReadonlyMap<string, CatalogEntry>,
    state: LiveState,
  ) => ({
    ...page,
    products: page.products.flatMap((product) => {
      const entry = entries.get(product.id);
      return entry
        ? [entryPricedNow(withStock(entry, product.stockCount), state.sales, state.at)]
        : [];
    }),
  });

  return {
    /** One page of the products matching `text`, as the listing's parameters in `params` ask. */
    async search(text: string, params: URLSearchParams): Promise<SearchAnswer> {
      const index = await currentIndex();
      const { search, entries } = index;
      const state = await liveState();
      const sold = onSale(index, state);
      const found = search.search(text).flatMap((product) => sold.get(product.id) ?? []);
      const query = readListingQuery(params, 'search');
      const page = listProducts(found, query, {
        ratings: state.ratings,
        atStore: await productsAt(state, query),
      });
      return {
        ...asEntries(page, entries, state),
        nearestTerms: found.length === 0 ? search.nearestTerms(text) : [],
      };
    },

    /** One page of the listing of `scope`, as the listing's parameters in `params` ask. */
    async list(scope: ListingScope, params: URLSearchParams): Promise<ListingAnswer> {
      const index = await currentIndex();
      const state = await liveState();
      const query = readListingQuery(params, 'listing');
      const { page, listed, elsewhere } = listScope(
        [...onSale(index, state).values()],
        scope,
        query,
        { ratings: state.ratings, atStore: await productsAt(state, query) },
      );
      return { ...asEntries(page, index.entries, state), listed, elsewhere };
    },

    /**
     * The sales running now, the one ending first first, each with the products it prices (a
     * product in two sales is under the one giving its price), the largest saving first.
     */
    async sales(): Promise<OffersAnswer['sales']> {
      const index = await currentIndex();
      const state = await liveState();
      const priced = [...index.products].flatMap((product) => {
        const count = state.stock.get(product.id);
        if (count === undefined) return [];
        const price = priceNow(offerProductOf(product), state.sales, state.at);
        if (!price.sale) return [];
        return [
          {
            id: product.id,
            count,
            saleId: price.sale.id,
            saving: price.regularPriceCents - price.priceCents,
          },
        ];
      });
      priced.sort((a, b) => b.saving - a.saving);
      return [...state.sales]
        .sort((a, b) => Date.parse(a.endsAt) - Date.parse(b.endsAt))
        .flatMap((sale) => {
          const covered = priced.filter((product) => product.saleId === sale.id);
          if (covered.length === 0) return [];
          return [
            {
              id: sale.id,
              title: sale.title,
              reduction: sale.reduction,
              scope: sale.scope,
              endsAt: sale.endsAt,
              productCount: covered.length,
              products: covered.slice(0, OFFER_PRODUCTS).flatMap(({ id, count }) => {
                const entry = index.entries.get(id);
                return entry
                  ? [entryPricedNow(withStock(entry, count), state.sales, state.at)]
                  : [];
              }),
            },
          ];
        });
    },

    /** Asks at the next call whether the catalog changed: it did here (a staff edit). */
    recheck(): void {
      checkedAt = -Infinity;
    },

    /** The few products the search box offers for `text`, the best first. */
    async suggest(text: string): Promise<SearchSuggestionAnswer> {
      const { search } = await currentIndex();
      const { sales, at } = await liveState();
      return search.suggest(text, SUGGESTIONS).map((product) => {
        const { id, name, imageUrl, priceCents } = productPricedNow(product, sales, at);
        return { id, name, imageUrl, priceCents };
      });
    },
  };
}
