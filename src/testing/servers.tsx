import type { ReactNode } from 'react';
import {
  availabilityServer,
  AvailabilityServerContext,
  type AvailabilityServer,
} from '#src/features/where-to-get-it/server.ts';
import {
  checkoutServer,
  CheckoutServerContext,
  type CheckoutServer,
} from '#src/features/checkout/server.ts';
import {
  contactServer,
  ContactServerContext,
  type ContactServer,
} from '#src/features/contact/server.ts';
import { OrdersServerContext, type OrdersServer } from '#src/features/orders/server.ts';
import {
  questionsServer,
  QuestionsServerContext,
  type QuestionsServer,
} from '#src/features/questions/server.ts';
import {
  reviewsServer,
  ReviewsServerContext,
  type ReviewsServer,
} from '#src/features/reviews/server.ts';
import { staffServer, StaffServerContext, type StaffServer } from '#src/features/staff/server.ts';
import {
  stockAlertsServer,
  StockAlertsServerContext,
  type StockAlertsServer,
} from '#src/features/stock-alerts/server.ts';
import {
  searchServer,
  SearchServerContext,
  type SearchServer,
} from '#src/components/search/server.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';

/** Each feature's calls to the shop's server (its `server.ts`; the search box's too). */
interface FeatureServers {
  availability: AvailabilityServer;
  checkout: CheckoutServer;
  contact: ContactServer;
  orders: OrdersServer;
  questions: QuestionsServer;
  reviews: ReviewsServer;
  search: SearchServer;
  staff: StaffServer;
  stockAlerts: StockAlertsServer;
}

/** The calls a test plays of the shop's server, by feature (`renderApp(ui, { servers })`). */
export type Servers = { [Feature in keyof FeatureServers]?: Partial<FeatureServers[Feature]> };

const notInThisTest = () => Promise.reject(new ShopApiError('Not in this test', 'internal', 500));

/** The feature's calls, each refused: a call the test did not play fails, and says so. */
function refused<Server extends object>(server: Server): Server {
  return Object.fromEntries(Object.keys(server).map((call) => [call, notInThisTest])) as Server;
}

/**
 * Each feature's calls without a server. The lists of orders and of the staff's pages answer
 * empty, and an order is not found (no orders, no access); any other call is refused.
 */
const noServer: FeatureServers = {
  availability: refused(availabilityServer),
  checkout: refused(checkoutServer),
  contact: refused(contactServer),
  orders: {
    getMyOrder: () => Promise.resolve(null),
    openOrder: () => Promise.resolve(null),
    trackOrder: () => Promise.resolve(null),
    listMyOrders: () => Promise.resolve([]),
    listStaffOrders: () => Promise.resolve([]),
    cancelOrder: notInThisTest,
    changeOrderStatus: notInThisTest,
  },
  questions: refused(questionsServer),
  reviews: refused(reviewsServer),
  search: refused(searchServer),
  staff: {
    ...refused(staffServer),
    listStaffReviews: () => Promise.resolve([]),
    listStaffQuestions: () => Promise.resolve([]),
    listStaffMessages: () => Promise.resolve([]),
  },
  stockAlerts: refused(stockAlertsServer),
};

/** `children` with each feature's calls: those the test plays (`servers`) over `noServer`'s. */
export function TestServers({ servers, children }: { servers: Servers; children: ReactNode }) {
  return (
    <CheckoutServerContext value={{ ...noServer.checkout, ...servers.checkout }}>
      <ContactServerContext value={{ ...noServer.contact, ...servers.contact }}>
        <OrdersServerContext value={{ ...noServer.orders, ...servers.orders }}>
          <QuestionsServerContext value={{ ...noServer.questions, ...servers.questions }}>
            <ReviewsServerContext value={{ ...noServer.reviews, ...servers.reviews }}>
              <SearchServerContext value={{ ...noServer.search, ...servers.search }}>
                <StaffServerContext value={{ ...noServer.staff, ...servers.staff }}>
                  <StockAlertsServerContext
                    value={{ ...noServer.stockAlerts, ...servers.stockAlerts }}
                  >
                    <AvailabilityServerContext
                      value={{ ...noServer.availability, ...servers.availability }}
                    >
                      {children}
                    </AvailabilityServerContext>
                  </StockAlertsServerContext>
                </StaffServerContext>
              </SearchServerContext>
            </ReviewsServerContext>
          </QuestionsServerContext>
        </OrdersServerContext>
      </ContactServerContext>
    </CheckoutServerContext>
  );
}
