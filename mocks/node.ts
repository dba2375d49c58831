import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { successHandlers } from './identity-toolkit.ts';

/**
 * The MSW server for Vitest; every identity call succeeds unless a test picks a scenario, and the
 * shop's server knows no rating (every card reads the ratings once it runs) unless a test says.
 */
export const server = setupServer(
  ...successHandlers,
  http.get('*/api/ratings', () => HttpResponse.json({ ratings: [] })),
);
