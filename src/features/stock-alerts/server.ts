import type { StockAlertRequest } from '#shop-api/stock-alerts.ts';
import { requestStockAlertRoute } from '#shop-api/stock-alerts.ts';
import { callRoute } from '#src/services/shop-api/api-client.ts';

export type { StockAlertRequest };

/**
 * Asks the shop to e-mail `email` once when the product is back; resolves once the server has the
 * request, `created` false when that address already waited for it.
 */
export const requestStockAlert = (request: StockAlertRequest) =>
  callRoute(requestStockAlertRoute, { body: request });
