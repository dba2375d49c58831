import { useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import type { PageRoute } from '#src/routing/load-page-module.ts';
import { path } from '#src/routing/paths.ts';
import { staffCatalogLoader } from './staff-catalog.ts';
import { StaffOrdersPage } from './staff-orders.tsx';
import { StaffReviewsPage } from './staff-reviews.tsx';
import { StaffStockPage } from './staff-stock.tsx';

/** Each staff page by its path; the orders' list needs nothing of the catalog. */
const staffPages = {
  [path.staffOrders]: { Page: StaffOrdersPage, readsCatalog: false },
  [path.staffReviews]: { Page: StaffReviewsPage, readsCatalog: true },
  [path.staffStock]: { Page: StaffStockPage, readsCatalog: true },
};
type StaffPath = keyof typeof staffPages;

/** The page at `pathname`, as the router matched it: in any case, with or without a final slash. */
const staffPageAt = (pathname: string) =>
  staffPages[pathname.toLowerCase().replace(/\/$/, '') as StaffPath];

/**
 * The staff's pages (`/staff/orders`, `/staff/reviews`, `/staff/stock`): one module, so the
 * shell's table of pages to load, which every first view carries, holds one entry for the three.
 */
function StaffAreaPage() {
  const { Page } = staffPageAt(useLocation().pathname);
  return <Page />;
}

const staffLoader = ({ request }: LoaderFunctionArgs) =>
  staffPageAt(new URL(request.url).pathname).readsCatalog ? staffCatalogLoader() : null;

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { loader: staffLoader, Component: StaffAreaPage };
