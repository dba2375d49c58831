import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { RouteErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import { path } from './paths';

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
    children: [{ index: true, element: <HomePage /> }],
  },
];

export const router = createBrowserRouter(routes);
