import type { StockAlertRequest } from '#shop-api/stock-alerts.ts';
import { requestStockAlertRoute } from '#shop-api/stock-alerts.ts';
import { serverContext } from '#src/components/ui/server-context.ts';
import { callRoute } from '#src/services/shop-api/api-client.ts';

export type { StockAlertRequest };

/**
 * Back-in-stock alerts at the shop's server: the calls the form reaches by
 * `useStockAlertsServer()`; a test puts fakes in their place
 * (`renderApp(ui, { servers: { stockAlerts } })`).
 */
export const stockAlertsServer = {
  /**
   * Asks the shop to e-mail `email` once when the product is back; resolves once the server has
   * the request, `created` false when that address already waited for it.
   */
  requestStockAlert: (request: StockAlertRequest) =>
    callRoute(requestStockAlertRoute, { body: request }),
};

export type StockAlertsServer = typeof stockAlertsServer;
export const { Context: StockAlertsServerContext, useServer: useStockAlertsServer } =
  serverContext(stockAlertsServer);
