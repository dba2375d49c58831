import { SEARCH_QUERY_MAX } from '#shop-api/search-query.ts';

/** Every route of the shop, in one place: link with `path.x` or `href('x', params)`, never by hand. */
export const path = {
  home: '/',
  products: '/products',
  product: '/products/:productId',
  /**
   * The cart's old link without an id: a redirect to /products
   * (docs/decisions/0013-routes-and-pages.md).
   */
  productDetails: '/product/details',
  category: '/:category',
  brand: '/:category/:brand',
  search: '/search',
  categories: '/categories',
  about: '/about',
  aboutUs: '/about-us',
  findOurStore: '/find-our-store',
  contact: '/contact',
  contactUs: '/contact-us',
  faq: '/faq',
  career: '/career',
  blog: '/blog',
  pressCoverage: '/press-coverage',
  tracking: '/tracking',
  /** Policy and help pages, by slug (`href('page', { slug })` encodes non-Latin slugs). */
  page: '/page/:slug',
  wishlist: '/wishlist',
  /** The sales running now and the published promo codes (docs/decisions/0042-offers.md). */
  offers: '/offers',
  /** Up to 4 products side by side; `?ids=` names them, so a comparison can be shared. */
  compare: '/compare',
  /** The cart to a placed order, a step at a time (`?step=`). */
  checkout: '/checkout',
  privacyPolicy: '/privacypolicy',
  termsOfService: '/termsofservice',
  login: '/auth/login',
  signup: '/auth/signup',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  account: '/account',
  /**
   * An order's page: its owner's, staff's, or anyone's who gives its e-mail; the checkout opens it
   * with the order it placed (router state `{ order }`).
   */
  order: '/orders/:number',
  /**
   * The staff's pages (orders, reviews, stock): one route, so every first view's table of routes
   * holds one entry however many there are; `src/pages/staff/staff-sections.ts` lists them.
   */
  staff: '/staff/:section',
} as const;

export type PathName = keyof typeof path;

type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<Rest>
  : Pattern extends `${string}:${infer Param}`
    ? Param
    : never;

type ParamsOf<Name extends PathName> = Record<ParamNames<(typeof path)[Name]>, string>;

/** Fills a route's `:params`, percent-encoding each value so it cannot change the path. */
export function href<Name extends PathName>(
  name: Name,
  ...[params]: ParamNames<(typeof path)[Name]> extends never ? [] : [ParamsOf<Name>]
): string {
  const values: Record<string, string> = params ?? {};
  return path[name].replace(/:(\w+)/g, (_, param: string) => {
    const value = values[param];
    if (value === undefined) throw new Error(`href('${name}'): missing parameter '${param}'`);
    return encodeURIComponent(value);
  });
}

/** The query parameter of the search page. */
export const SEARCH_PARAM = 'q';

// The most characters of `?q=` the shop reads (the server's limit too): the search page repeats
// the query in its heading and title, where a longer one could spell out a message of a
// link-maker's choosing.
export { SEARCH_QUERY_MAX };

/**
 * The trimmed search query of an address's parameters (`?q=`), cut to SEARCH_QUERY_MAX characters
 * (`shortened` then says so); '' when there is none.
 */
export function readSearchQuery(params: URLSearchParams): { query: string; shortened: boolean } {
  const characters = [...(params.get(SEARCH_PARAM)?.trim() ?? '')];
  return {
    query: characters.slice(0, SEARCH_QUERY_MAX).join('').trimEnd(),
    shortened: characters.length > SEARCH_QUERY_MAX,
  };
}

/** The search page for `query` (`/search?q=...`); a blank query gives the page that says what to type. */
export function searchHref(query: string): string {
  const trimmed = query.trim();
  return trimmed
    ? `${path.search}?${new URLSearchParams({ [SEARCH_PARAM]: trimmed })}`
    : path.search;
}
