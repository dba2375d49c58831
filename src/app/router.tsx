import { redirect, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { PageLoading } from '../components/ui/page-loading';
import { RouteErrorPage } from '../pages/error-page';
import { loadPageModule } from './load-page-module';
import { path } from './paths';

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
          () => import('../pages/home-page'),
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
          () => import('../pages/auth/login-page'),
          (m) => ({ Component: m.LoginPage }),
        ),
      },
      {
        path: path.signup,
        ...lazyPage(
          'auth/signup-page',
          () => import('../pages/auth/signup-page'),
          (m) => ({ Component: m.SignupPage }),
        ),
      },
      {
        path: path.forgotPassword,
        ...lazyPage(
          'auth/forgot-password-page',
          () => import('../pages/auth/forgot-password-page'),
          (m) => ({
            Component: m.ForgotPasswordPage,
          }),
        ),
      },
      {
        path: path.resetPassword,
        ...lazyPage(
          'auth/reset-password-page',
          () => import('../pages/auth/reset-password-page'),
          (m) => ({
            Component: m.ResetPasswordPage,
          }),
        ),
      },
      {
        path: path.account,
        ...lazyPage(
          'account-page',
          () => import('../pages/account-page'),
          (m) => ({ Component: m.AccountPage }),
        ),
      },
      // Catalog pages: listings, categories, search, wishlist
      ...[path.products, path.category, path.brand].map((listingPath) => ({
        path: listingPath,
        ...lazyPage(
          'catalog/listing-page',
          () => import('../pages/catalog/listing-page'),
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
          () => import('../pages/catalog/product-page'),
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
          () => import('../pages/catalog/categories-page'),
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
          () => import('../pages/catalog/search-page'),
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
          () => import('../pages/checkout-page'),
          (m) => ({ Component: m.CheckoutPage }),
        ),
      },
      {
        path: path.wishlist,
        ...lazyPage(
          'wishlist-page',
          () => import('../pages/wishlist-page'),
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
          () => import('../pages/info/content-page'),
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
          () => import('../pages/info/content-page'),
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
          () => import('../pages/info/contact-page'),
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
          () => import('../pages/info/faq-page'),
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
          () => import('../pages/info/find-our-store-page'),
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
          () => import('../pages/info/tracking-page'),
          (m) => ({
            loader: m.trackingLoader,
            Component: m.TrackingPage,
          }),
        ),
      },
    ],
  },
];
