import { replace, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import { AppLayout } from '#src/components/layout/app-layout.tsx';
import { PageLoading } from '#src/components/ui/page-loading.tsx';
import { RouteErrorPage } from '#src/pages/error-page.tsx';
import { loadPageModule, type PageRoute } from '#src/routing/load-page-module.ts';
import { path } from '#src/routing/paths.ts';

/**
 * A lazy route for the page module `src/pages/{module}.tsx`: its `route` export, or what `pick`
 * takes from it. `handle.page` names the module so that a prerendered page's HTML can preload the
 * chunk it hydrates with (scripts/prerender.mjs); router.test.ts checks that it names the module
 * `load` imports.
 */
function lazyPage<Module extends { route: PageRoute }>(
  module: string,
  load: () => Promise<Module>,
  pick: (loaded: Module) => PageRoute = (loaded) => loaded.route,
): { handle: { page: string }; lazy: LazyRouteFunction<RouteObject> } {
  return {
    handle: { page: `src/pages/${module}.tsx` },
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
        ...lazyPage('home-page', () => import('#src/pages/home-page.tsx')),
      },
      {
        path: path.login,
        ...lazyPage('auth/login-page', () => import('#src/pages/auth/login-page.tsx')),
      },
      {
        path: path.signup,
        ...lazyPage('auth/signup-page', () => import('#src/pages/auth/signup-page.tsx')),
      },
      {
        path: path.forgotPassword,
        ...lazyPage(
          'auth/forgot-password-page',
          () => import('#src/pages/auth/forgot-password-page.tsx'),
        ),
      },
      {
        path: path.resetPassword,
        ...lazyPage(
          'auth/reset-password-page',
          () => import('#src/pages/auth/reset-password-page.tsx'),
        ),
      },
      {
        path: path.account,
        ...lazyPage('account-page', () => import('#src/pages/account-page.tsx')),
      },
      {
        path: path.order,
        ...lazyPage('orders/order-page', () => import('#src/pages/orders/order-page.tsx')),
      },
      {
        path: path.staffOrders,
        ...lazyPage(
          'orders/staff-orders-page',
          () => import('#src/pages/orders/staff-orders-page.tsx'),
        ),
      },
      // Catalog pages: listings, categories, search, wishlist
      ...[path.products, path.category, path.brand].map((listingPath) => ({
        path: listingPath,
        ...lazyPage('catalog/listing-page', () => import('#src/pages/catalog/listing-page.tsx')),
      })),
      {
        path: path.product,
        ...lazyPage('catalog/product-page', () => import('#src/pages/catalog/product-page.tsx')),
      },
      // An old address is replaced by the new one, not stacked under it: Back from the new one
      // would open the old one, which redirects again, and the shopper could never go back.
      { path: path.productDetails, loader: () => replace(path.products) },
      {
        path: path.categories,
        ...lazyPage(
          'catalog/categories-page',
          () => import('#src/pages/catalog/categories-page.tsx'),
        ),
      },
      {
        path: path.search,
        ...lazyPage('catalog/search-page', () => import('#src/pages/catalog/search-page.tsx')),
      },
      {
        path: path.checkout,
        ...lazyPage('checkout-page', () => import('#src/pages/checkout-page.tsx')),
      },
      {
        path: path.wishlist,
        ...lazyPage('wishlist-page', () => import('#src/pages/wishlist-page.tsx')),
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
        ...lazyPage(
          'info/content-page',
          () => import('#src/pages/info/content-page.tsx'),
          (m) => m.contentRoute(page),
        ),
      })),
      {
        path: path.page,
        ...lazyPage('info/content-page', () => import('#src/pages/info/content-page.tsx')),
      },
      ...[path.contact, path.contactUs].map((contactPath) => ({
        path: contactPath,
        ...lazyPage('info/contact-page', () => import('#src/pages/info/contact-page.tsx')),
      })),
      {
        path: path.faq,
        ...lazyPage('info/faq-page', () => import('#src/pages/info/faq-page.tsx')),
      },
      {
        path: path.findOurStore,
        ...lazyPage(
          'info/find-our-store-page',
          () => import('#src/pages/info/find-our-store-page.tsx'),
        ),
      },
      {
        path: path.tracking,
        ...lazyPage('info/tracking-page', () => import('#src/pages/info/tracking-page.tsx')),
      },
    ],
  },
];
