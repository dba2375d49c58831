import { data, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { staffSectionOf, type StaffSection } from '#src/features/staff/staff-sections.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';
import { StaffMessagesPage } from './staff-messages.tsx';
import { StaffOffersPage } from './staff-offers.tsx';
import { StaffOrdersPage } from './staff-orders.tsx';
import { StaffProductsPage } from './staff-products.tsx';
import { StaffQuestionsPage } from './staff-questions.tsx';
import { StaffReviewsPage } from './staff-reviews.tsx';
import { StaffStockPage } from './staff-stock.tsx';

const staffPages = {
  orders: StaffOrdersPage,
  reviews: StaffReviewsPage,
  questions: StaffQuestionsPage,
  stock: StaffStockPage,
  products: StaffProductsPage,
  offers: StaffOffersPage,
  messages: StaffMessagesPage,
} satisfies Record<StaffSection, unknown>;

/**
 * The staff's pages (`/staff/orders`, `/staff/reviews`, `/staff/questions`, `/staff/stock`,
 * `/staff/products`, `/staff/offers`, `/staff/messages`): one route and one module,
 * so the shell's table of pages, which every first view carries, holds one entry for them all.
 */
function StaffAreaPage() {
  // The loader has refused any other section.
  const Page = staffPages[staffSectionOf(useParams().section)!];
  return <Page />;
}

/** Another `/staff/…` is Page Not Found. */
function staffLoader({ params }: LoaderFunctionArgs) {
  if (!staffSectionOf(params.section)) throw data(null, { status: 404 });
  return null;
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { loader: staffLoader, Component: StaffAreaPage };
