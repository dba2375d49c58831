import type { ListingFacets, ListingPage } from '#catalog/listing.ts';
import { specFacetFields } from '#catalog/listing-query.ts';
import { parseCatalog } from '#catalog/parse-catalog.ts';
import type { Product } from '#catalog/product.ts';
import { useCases } from '#catalog/taxonomy.ts';
import type { ListingPageAnswer } from '#shop-api/listing.ts';
import { productsRoute } from '#shop-api/products.ts';
import { idsQueries } from '#shop-api/stock.ts';
import { callRoute } from './api-client.ts';

/**
 * Products the shop's server answered in the catalog's form, read with the catalog's schema: one
 * this build cannot read (a newer server's) is left out and told to the console, as the catalog
 * does with an entry of its own.
 */
export function readAnswered(entries: readonly unknown[], route: string): Product[] {
  const { products, problems } = parseCatalog(entries);
  if (problems.length > 0) console.error(`${route}: unreadable products:\n${problems.join('\n')}`);
  return products;
}

const isKnown =
  <Value>(known: readonly Value[]) =>
  (option: { value: unknown }): option is { value: Value; count: number } =>
    known.includes(option.value as Value);

/** The facets of an answer, each value one this build offers (a newer server may know more). */
function facetsOf(facets: ListingPageAnswer['facets']): ListingFacets {
  return {
    ...facets,
    useCases: facets.useCases.filter(isKnown(useCases)),
    specs: facets.specs.flatMap(({ field, options }) => {
      const known = specFacetFields.find((name) => name === field);
      return known ? [{ field: known, options }] : [];
    }),
  };
}

/** A page of a listing or of search results as the server answered it, read as this build's. */
export function readAnsweredPage(answer: ListingPageAnswer, route: string): ListingPage {
  return {
    products: readAnswered(answer.products, route),
    total: answer.total,
    page: answer.page,
    pageCount: answer.pageCount,
    facets: facetsOf(answer.facets),
  };
}

/**
 * The products with `ids` the shop sells now, with their stock, in the order asked; one it no
 * longer sells is left out. Rejects with a `ShopApiError` when the server cannot answer.
 */
export async function readProducts(ids: readonly string[]): Promise<Product[]> {
  const answers = await Promise.all(
    idsQueries(ids).map((some) => callRoute(productsRoute, { query: { ids: some } })),
  );
  return readAnswered(
    answers.flatMap((answer) => answer.products),
    `${productsRoute.method} ${productsRoute.path}`,
  );
}
