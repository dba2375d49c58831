/**
 * A listing's query parameters, as they appear in the URL (`/laptop-desktop?brand=dell&page=2`).
 * A module of its own: the paths link to a use case's listing (`useCase`) from every page, and
 * need the name without the code that reads and writes a whole query (`listing-query.ts`).
 */
export const listingParams = {
  brands: 'brand',
  minPriceCents: 'minPrice',
  maxPriceCents: 'maxPrice',
  inStockOnly: 'inStock',
  /** Narrows a listing to the products a store has now (decision 0043): a store's id. */
  availableAt: 'availableAt',
  /** Narrows a listing to a use case (the home page's tabs). */
  useCase: 'useCase',
  minRating: 'rating',
  sort: 'sort',
  page: 'page',
} as const;
