import { redirect, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import { AppLayout } from '#src/components/layout/app-layout.tsx';
import { PageLoading } from '#src/components/ui/page-loading.tsx';
import { RouteErrorPage } from '#src/pages/error-page.tsx';
import { loadPageModule } from '#src/routing/load-page-module.ts';
import { path } from '#src/routing/paths.ts';

/** What a route takes from its page module: the component, and the loader if the page has one. */
type PageRoute = Pick<RouteObject, 'Component' | 'loader'>;

/**
 * A lazy route for the page module `src/pages/{module}.tsx`. `handle.page` names the module so
 * that a prerendered page's HTML can preload the chunk it hydrates with (scripts/prerender.mjs);
 * router.test.ts checks that it names the module `load` imports.
 */
function lazyPage<Module>(
  module: string,
  load: () => Promise<Module>,
  pick: (loaded: Module) => PageRoute,
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
      <AppLayout>
        <PageLoading />
      </AppLayout>
    ),
    children: [
      {
        index: true,
        ...lazyPage(
          'home-page',
          () => import('#src/pages/home-page.tsx'),
          (m) => ({
            loader: m.homeLoader,
            Component: m.HomePage,
          }),
        ),
      },
      {
        path: path.login,
        ...lazyPage(
          'auth/login-page',
          () => import('#src/pages/auth/login-page.tsx'),
          (m) => ({ Component: m.LoginPage }),
        ),
      },
      {
        path: path.signup,
        ...lazyPage(
          'auth/signup-page',
          () => import('#src/pages/auth/signup-page.tsx'),
          (m) => ({ Component: m.SignupPage }),
        ),
      },
      {
        path: path.forgotPassword,
        ...lazyPage(
          'auth/forgot-password-page',
          () => import('#src/pages/auth/forgot-password-page.tsx'),
          (m) => ({
            Component: m.ForgotPasswordPage,
          }),
        ),
      },
      {
        path: path.resetPassword,
        ...lazyPage(
          'auth/reset-password-page',
          () => import('#src/pages/auth/reset-password-page.tsx'),
          (m) => ({
            Component: m.ResetPasswordPage,
          }),
        ),
      },
      {
        path: path.account,
        ...lazyPage(
          'account-page',
          () => import('#src/pages/account-page.tsx'),
          (m) => ({ Component: m.AccountPage }),
        ),
      },
      // Catalog pages: listings, categories, search, wishlist
      ...[path.products, path.category, path.brand].map((listingPath) => ({
        path: listingPath,
        ...lazyPage(
          'catalog/listing-page',
          () => import('#src/pages/catalog/listing-page.tsx'),
          (m) => ({
            loader: m.listingLoader,
            Component: m.ListingPage,
          }),
        ),
      })),
      {
        path: path.product,
        ...lazyPage(
          'catalog/product-page',
          () => import('#src/pages/catalog/product-page.tsx'),
          (m) => ({
            loader: m.productLoader,
            Component: m.ProductPage,
          }),
        ),
      },
      { path: path.productDetails, loader: () => redirect(path.products) },
      {
        path: path.categories,
        ...lazyPage(
          'catalog/categories-page',
          () => import('#src/pages/catalog/categories-page.tsx'),
          (m) => ({
            loader: m.categoriesLoader,
            Component: m.CategoriesPage,
          }),
        ),
      },
      {
        path: path.search,
        ...lazyPage(
          'catalog/search-page',
          () => import('#src/pages/catalog/search-page.tsx'),
          (m) => ({
            loader: m.searchLoader,
            Component: m.SearchPage,
          }),
        ),
      },
      {
        path: path.checkout,
        ...lazyPage(
          'checkout-page',
          () => import('#src/pages/checkout-page.tsx'),
          (m) => ({ Component: m.CheckoutPage }),
        ),
      },
      {
        path: path.wishlist,
        ...lazyPage(
          'wishlist-page',
          () => import('#src/pages/wishlist-page.tsx'),
          (m) => ({
            loader: m.wishlistLoader,
            Component: m.WishlistPage,
          }),
        ),
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
          (m) => ({
            loader: m.contentLoader(page),
            Component: m.ContentPage,
          }),
        ),
      })),
      {
        path: path.page,
        ...lazyPage(
          'info/content-page',
          () => import('#src/pages/info/content-page.tsx'),
          (m) => ({
            loader: m.policyPageLoader,
            Component: m.ContentPage,
          }),
        ),
      },
      ...[path.contact, path.contactUs].map((contactPath) => ({
        path: contactPath,
        ...lazyPage(
          'info/contact-page',
          () => import('#src/pages/info/contact-page.tsx'),
          (m) => ({
            loader: m.contactLoader,
            Component: m.ContactPage,
          }),
        ),
      })),
      {
        path: path.faq,
        ...lazyPage(
          'info/faq-page',
          () => import('#src/pages/info/faq-page.tsx'),
          (m) => ({
            loader: m.faqLoader,
            Component: m.FaqPage,
          }),
        ),
      },
      {
        path: path.findOurStore,
        ...lazyPage(
          'info/find-our-store-page',
          () => import('#src/pages/info/find-our-store-page.tsx'),
          (m) => ({
            loader: m.findOurStoreLoader,
            Component: m.FindOurStorePage,
          }),
        ),
      },
      {
        path: path.tracking,
        ...lazyPage(
          'info/tracking-page',
          () => import('#src/pages/info/tracking-page.tsx'),
          (m) => ({
            loader: m.trackingLoader,
            Component: m.TrackingPage,
          }),
        ),
      },
    ],
  },
];
