import * as v from 'valibot';
import {
  stockAlertSchema,
  type StockAlertReceipt,
  type StockAlertRequest,
} from '#shop-api/stock-alerts.ts';
import { callApi } from './api-client.ts';

export type { StockAlertRequest };

/**
 * Asks the shop to e-mail `email` once when the product is back; resolves once the server has the
 * request, `created` false when that address already waited for it.
 */
export const requestStockAlert = (request: StockAlertRequest): Promise<StockAlertReceipt> =>
  callApi<StockAlertReceipt>('/stock-alerts', { body: v.parse(stockAlertSchema, request) });
