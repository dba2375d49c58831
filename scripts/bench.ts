// npm run bench: how listings and search scale. Generates catalogs of 150, 1,000, 10,000 and 100,000
// products (deterministic variations of the real catalog) and prints, for each, the median and
// p95 time to list a page (filter + sort + paginate, with the facets, as the listing loader
// does), to build the search index, and to answer a search and a suggestion query. Then, up to
// 10,000 products, the shop's server as it answers them: the catalog released into an in-memory
// PGlite database, `GET /api/listing` and `/api/search` (with the listing's parameters) and
// `/api/search/suggestions` through the server's own app, and its first search, which builds the
// index. Times are wall-clock on this machine, in one Node process: compare medians, not single
// runs.
//   tsx scripts/bench.ts [--sizes 1000,10000] [--runs 50]
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { generateCatalog } from '#catalog/generate-catalog.ts';
import {
  defaultListingQuery,
  type ListingQuery,
  type SpecFacetField,
} from '#catalog/listing-query.ts';
import { listProducts } from '#catalog/listing.ts';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import { createProductSearch } from '#catalog/product-search.ts';
import { activeProducts, productsIn } from '#catalog/queries.ts';
import { PGlite } from '@electric-sql/pglite';
import { createApp } from '#server/http/app.ts';
import { releaseCatalog } from '#server/shop/catalog-release.ts';
import { pgliteDatabase } from '#server/store/database.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '150,1000,10000,100000' },
    runs: { type: 'string' },
  },
});
const sizes = values.sizes.split(',').map(Number);

/** Median and 95th percentile, in ms. */
interface Timing {
  median: number;
  p95: number;
}

/** The `Timing` of `runs` calls of `task(i)` after a short warm-up. */
function time(runs: number, task: (run: number) => unknown): Timing {
  for (let i = 0; i < Math.min(5, runs); i++) task(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    task(i);
    samples.push(performance.now() - start);
  }
  return percentiles(samples);
}

function percentiles(samples: number[]): Timing {
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)] ?? NaN;
  return { median: at(0.5), p95: at(0.95) };
}

/** `time` for a task that answers later: each call waited for before the next. */
async function timeAnswers(runs: number, task: (run: number) => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < Math.min(5, runs); i++) await task(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task(i);
    samples.push(performance.now() - start);
  }
  return percentiles(samples);
}

// What shoppers do: a category with two filters and a sort, a brand with the default order,
// everything by price on a later page, a use case with a rating.
const base = defaultListingQuery('listing');
const listings: { category?: string; specs: SpecFacetField[]; query: ListingQuery }[] = [
  {
    category: 'laptop-desktop',
    specs: ['ram', 'storage'],
    query: {
      ...base,
      minPriceCents: 500_00,
      maxPriceCents: 1500_00,
      inStockOnly: true,
      sort: 'price-asc',
    },
  },
  { category: 'phone-tablets', specs: ['storage', 'ram'], query: { ...base, brands: ['samsung'] } },
  { category: undefined, specs: [], query: { ...base, sort: 'price-desc', page: 3 } },
  { category: undefined, specs: [], query: { ...base, useCase: 'gamers', minRating: 4 } },
];
const searches = ['samsung', 'iphnoe', 'gaming laptop 16gb', 'usb c charger', 'samsng galaxy'];
const suggestions = ['ip', 'iph', 'lapt', 'sams', 'moni'];
// The search page's addresses: a search, narrowed, ordered and paged as shoppers do.
const searchPages = [
  'q=samsung',
  'q=iphnoe&inStock=1',
  'q=gaming+laptop+16gb&brand=dell,hp&sort=price-asc',
  'q=usb+c+charger&page=2',
  'q=samsng+galaxy&rating=4',
];
// The same listings as the listing pages' addresses ask the server for them.
const listingPages = [
  'scopeCategory=laptop-desktop&minPrice=500&maxPrice=1500&inStock=1&sort=price-asc',
  'scopeCategory=phone-tablets&brand=samsung',
  'sort=price-desc&page=3',
  'useCase=gamers&rating=4',
];
/** The largest catalog the server's part measures: past it, search belongs to a service. */
const SERVER_SIZE_MAX = 10_000;

const ms = (value: number) => value.toFixed(2).padStart(8);
const rows: {
  size: number;
  listing: Timing;
  query: Timing;
  suggest: Timing;
  slowest: Timing & { text: string };
}[] = [];
for (const size of sizes) {
  // Parsed as the shop parses its JSON (prices become cents); not timed.
  const products = parseCatalog(generateCatalog(size, 1)).products;
  const runs = Number(values.runs ?? (size >= 100_000 ? 20 : 50));
  const listing = time(runs, (i) => {
    const { category, specs, query } = listings[i % listings.length]!;
    const listed = category ? productsIn(products, category) : activeProducts(products);
    return listProducts(listed, query, { specFields: specs });
  });
  const index = time(size >= 100_000 ? 3 : 5, () => createProductSearch(products));
  const search = createProductSearch(products);
  const query = time(runs, (i) => search.search(searches[i % searches.length]!));
  const suggest = time(runs, (i) => search.suggest(suggestions[i % suggestions.length]!));
  // The mix hides the dearest query: each on its own, the slowest median.
  const slowest = searches
    .map((text) => ({ text, ...time(Math.ceil(runs / 2), () => search.search(text)) }))
    .sort((a, b) => b.median - a.median)[0]!;
  rows.push({ size, listing, query, suggest, slowest });
  const server = size <= SERVER_SIZE_MAX ? await serverTimings(size, runs) : undefined;
  console.log(
    `${String(size).padStart(7)} products  listing ${ms(listing.median)} /${ms(listing.p95)}` +
      `   index ${ms(index.median)} /${ms(index.p95)}   search ${ms(query.median)} /${ms(query.p95)}` +
      `   suggest ${ms(suggest.median)} /${ms(suggest.p95)}   (ms, median / p95)` +
      `\n${' '.repeat(18)}slowest search alone: '${slowest.text}' ${slowest.median.toFixed(2)} ms median` +
      (server
        ? `\n${' '.repeat(18)}the server: GET /api/listing ${ms(server.listing.median)} /${ms(server.listing.p95)}` +
          `   /api/search ${ms(server.search.median)} /${ms(server.search.p95)}` +
          `   suggestions ${ms(server.suggest.median)} /${ms(server.suggest.p95)}` +
          `   first search (builds the index) ${server.first.toFixed(0)} ms`
        : ''),
  );
}

/**
 * The shop's server answering searches and listings over `size` generated products: released into a fresh
 * in-memory database, asked through its own app (no network between).
 */
async function serverTimings(size: number, runs: number) {
  const database = await pgliteDatabase(await PGlite.create());
  try {
    const catalog = parseCatalog(generateCatalog(size, 1));
    await releaseCatalog(database.db, {
      version: 1,
      digest: `bench-${size}`,
      products: catalog.entries,
    });
    const { app } = createApp({
      db: database.db,
      ping: database.ping,
      verifyIdToken: () => Promise.resolve(null),
      log: () => {},
    });
    // The answer read whole, as a client would.
    const get = async (path: string): Promise<unknown> => {
      const response = await app.request(`/api${path}`);
      if (!response.ok) throw new Error(`bench: ${path} answered ${response.status}`);
      return (await response.json()) as unknown;
    };
    const started = performance.now();
    await get(`/search?${searchPages[0]}`);
    const first = performance.now() - started;
    const search = await timeAnswers(runs, (i) =>
      get(`/search?${searchPages[i % searchPages.length]}`),
    );
    const suggest = await timeAnswers(runs, (i) =>
      get(`/search/suggestions?q=${suggestions[i % suggestions.length]}`),
    );
    const listing = await timeAnswers(runs, (i) =>
      get(`/listing?${listingPages[i % listingPages.length]}`),
    );
    return { first, search, suggest, listing };
  } finally {
    await database.close();
  }
}

const at10k = rows.find((row) => row.size === 10_000);
if (at10k) {
  const verdict = (value: number, limit: number) =>
    `${value.toFixed(2)} ms (target ${limit} ms: ${value <= limit ? 'met' : 'NOT met'})`;
  console.log(`\nAt 10,000 products, median: listing ${verdict(at10k.listing.median, 16)};`);
  console.log(
    `  search ${verdict(at10k.query.median, 10)}; suggestion ${verdict(at10k.suggest.median, 10)};`,
  );
  console.log(`  the slowest search alone ${verdict(at10k.slowest.median, 10)}.`);
}
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
);
