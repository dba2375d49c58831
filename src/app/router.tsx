import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { PageLoading } from '../components/ui/page-loading';
import { RouteErrorPage } from '../pages/error-page';
import { path } from './paths';

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
        lazy: () =>
          import('../pages/home-page').then((m) => ({
            loader: m.homeLoader,
            Component: m.HomePage,
          })),
      },
      {
        path: path.login,
        lazy: () => import('../pages/auth/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: path.signup,
        lazy: () => import('../pages/auth/signup-page').then((m) => ({ Component: m.SignupPage })),
      },
      {
        path: path.forgotPassword,
        lazy: () =>
          import('../pages/auth/forgot-password-page').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        path: path.resetPassword,
        lazy: () =>
          import('../pages/auth/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: path.account,
        lazy: () => import('../pages/account-page').then((m) => ({ Component: m.AccountPage })),
      },
      // Catalog pages: listings, categories, search, wishlist
      ...[path.products, path.category, path.brand].map((listingPath) => ({
        path: listingPath,
        lazy: () =>
          import('../pages/catalog/listing-page').then((m) => ({
            loader: m.listingLoader,
            Component: m.ListingPage,
          })),
      })),
      {
        path: path.product,
        lazy: () =>
          import('../pages/catalog/product-page').then((m) => ({
            loader: m.productLoader,
            Component: m.ProductPage,
          })),
      },
      { path: path.productDetails, loader: () => redirect(path.products) },
      {
        path: path.categories,
        lazy: () =>
          import('../pages/catalog/categories-page').then((m) => ({
            loader: m.categoriesLoader,
            Component: m.CategoriesPage,
          })),
      },
      {
        path: path.search,
        lazy: () =>
          import('../pages/catalog/search-page').then((m) => ({
            loader: m.searchLoader,
            Component: m.SearchPage,
          })),
      },
      {
        path: path.checkout,
        lazy: () => import('../pages/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
      },
      {
        path: path.wishlist,
        lazy: () =>
          import('../pages/wishlist-page').then((m) => ({
            loader: m.wishlistLoader,
            Component: m.WishlistPage,
          })),
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
        lazy: () =>
          import('../pages/info/content-page').then((m) => ({
            loader: m.contentLoader(page),
            Component: m.ContentPage,
          })),
      })),
      {
        path: path.page,
        lazy: () =>
          import('../pages/info/content-page').then((m) => ({
            loader: m.policyPageLoader,
            Component: m.ContentPage,
          })),
      },
      ...[path.contact, path.contactUs].map((contactPath) => ({
        path: contactPath,
        lazy: () =>
          import('../pages/info/contact-page').then((m) => ({
            loader: m.contactLoader,
            Component: m.ContactPage,
          })),
      })),
      {
        path: path.faq,
        lazy: () =>
          import('../pages/info/faq-page').then((m) => ({
            loader: m.faqLoader,
            Component: m.FaqPage,
          })),
      },
      {
        path: path.findOurStore,
        lazy: () =>
          import('../pages/info/find-our-store-page').then((m) => ({
            loader: m.findOurStoreLoader,
            Component: m.FindOurStorePage,
          })),
      },
      {
        path: path.tracking,
        lazy: () =>
          import('../pages/info/tracking-page').then((m) => ({
            loader: m.trackingLoader,
            Component: m.TrackingPage,
          })),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
