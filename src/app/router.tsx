import { replace, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import { AppLayout } from '#src/components/layout/app-layout.tsx';
import { PageLoading } from '#src/components/ui/page-loading.tsx';
import { RouteErrorPage } from '#src/pages/error-page.tsx';
import { loadPageModule, type PageRoute } from '#src/routing/load-page-module.ts';
import { path } from '#src/routing/paths.ts';
import type { PageId } from '#src/content/pages/index.ts';

/**
 * The page modules a route loads, by their path: Vite gives each its own chunk, loaded on first
 * visit. The error page is not one: it is part of the shell, for when a page cannot load.
 */
const pageModules = import.meta.glob(['/src/pages/**/*-page.tsx', '!/src/pages/error-page.tsx']);

/** What the build reads of a page's route (scripts/prerender.ts). */
export interface PageHandle {
  /** The page's module, whose chunk a prerendered page's HTML preloads. */
  page: string;
  /**
   * The build writes the page's data beside its HTML, which its loader reads in the browser
   * (`builtPageData`, src/services/catalog/catalog.ts).
   */
  builtData?: true;
}

/**
 * A lazy route for the page module `src/pages/{page}.tsx`: its `route` export, or what `pick`
 * takes from it. The module is named here alone: `handle.page` names it so that a prerendered
 * page's HTML can preload the chunk it hydrates with (scripts/prerender.ts), and the route
 * loads it from `pageModules`. router.test.ts checks that each route's module has what it takes.
 */
function lazyPage<Module = { route: PageRoute }>(
  page: string,
  {
    pick = (loaded) => (loaded as { route: PageRoute }).route,
    builtData,
  }: { pick?: (loaded: Module) => PageRoute; builtData?: true } = {},
): { handle: PageHandle; lazy: LazyRouteFunction<RouteObject> } {
  const module = `src/pages/${page}.tsx`;
  const load = pageModules[`/${module}`] as (() => Promise<Module>) | undefined;
  if (!load) throw new Error(`router: no page module ${module}`);
  return {
    handle: { page: module, builtData },
    lazy: () => loadPageModule(load).then(pick),
  };
}

// Every page loads on first visit, so the first download is the shell (header, footer) alone.
export const routes: RouteObject[] = [
  {
    path: path.home,
    element: <AppLayout />,
    // Errors, 404 included, render inside the layout so the shopper keeps header and footer.
    errorElement: (
      <AppLayout>
        <RouteErrorPage />
      </AppLayout>
    ),
    // Opened directly, a lazy page shows the header at once while its code and data load.
    hydrateFallbackElement: (
      <AppLayout whileLoading>
        <PageLoading />
      </AppLayout>
    ),
    children: [
      {
        index: true,
        ...lazyPage('home-page', { builtData: true }),
      },
      {
        path: path.login,
        ...lazyPage('auth/login-page'),
      },
      {
        path: path.signup,
        ...lazyPage('auth/signup-page'),
      },
      {
        path: path.forgotPassword,
        ...lazyPage('auth/forgot-password-page'),
      },
      {
        path: path.resetPassword,
        ...lazyPage('auth/reset-password-page'),
      },
      {
        path: path.account,
        ...lazyPage('account-page'),
      },
      {
        path: path.order,
        ...lazyPage('orders/order-page'),
      },
      {
        path: path.staff,
        ...lazyPage('staff/staff-area-page'),
      },
      // Catalog pages: listings, categories, search, wishlist
      ...[path.products, path.category, path.brand].map((listingPath) => ({
        path: listingPath,
        ...lazyPage('catalog/listing-page'),
      })),
      {
        path: path.product,
        ...lazyPage('catalog/product-page', { builtData: true }),
      },
      // An old address is replaced by the new one, not stacked under it: Back from the new one
      // would open the old one, which redirects again, and the shopper could never go back.
      { path: path.productDetails, loader: () => replace(path.products) },
      {
        path: path.categories,
        ...lazyPage('catalog/categories-page', { builtData: true }),
      },
      {
        path: path.search,
        ...lazyPage('catalog/search-page'),
      },
      {
        path: path.checkout,
        ...lazyPage('checkout-page'),
      },
      {
        path: path.wishlist,
        ...lazyPage('wishlist-page'),
      },
      {
        path: path.compare,
        ...lazyPage('compare-page'),
      },
      {
        path: path.offers,
        ...lazyPage('offers-page'),
      },
      // Information pages (footer, menu)
      ...(
        [
          [path.about, 'about'],
          [path.aboutUs, 'about'],
          [path.career, 'career'],
          [path.blog, 'blog'],
          [path.pressCoverage, 'press-coverage'],
          [path.privacyPolicy, 'privacy-policy'],
          [path.termsOfService, 'terms-of-service'],
        ] as const
      ).map(([pagePath, page]) => ({
        path: pagePath,
        ...lazyPage('info/content-page', {
          pick: (loaded: { contentRoute: (id: PageId) => PageRoute }) => loaded.contentRoute(page),
        }),
      })),
      {
        path: path.page,
        ...lazyPage('info/content-page'),
      },
      ...[path.contact, path.contactUs].map((contactPath) => ({
        path: contactPath,
        ...lazyPage('info/contact-page'),
      })),
      {
        path: path.faq,
        ...lazyPage('info/faq-page'),
      },
      {
        path: path.findOurStore,
        ...lazyPage('info/find-our-store-page'),
      },
      {
        path: path.tracking,
        ...lazyPage('info/tracking-page'),
      },
    ],
  },
];
