import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { RouteErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import { path } from './paths';

// Pages other than home load on first visit, so the first page carries only what it shows.
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
    children: [
      { index: true, element: <HomePage /> },
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
    ],
  },
];

export const router = createBrowserRouter(routes);
