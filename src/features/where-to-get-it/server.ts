import { availabilityRoute } from '#shop-api/availability.ts';
import { serverContext } from '#src/components/ui/server-context.ts';
import { callRoute } from '#src/services/shop-api/api-client.ts';

// "Checking stock…" shows meanwhile, and nothing from the build stands in: not worth a long wait.
const AVAILABILITY_TIMEOUT_MS = 6_000;

/**
 * Where a product is, at the shop's server: the call the section reaches by
 * `useAvailabilityServer()`; a test puts a fake in its place
 * (`renderApp(ui, { servers: { availability } })`).
 */
export const availabilityServer = {
  /** The product's units at each location now; null when the server does not sell it. */
  readUnits: async (productId: string) => {
    const { products } = await callRoute(availabilityRoute, {
      query: { ids: productId },
      timeoutMs: AVAILABILITY_TIMEOUT_MS,
    });
    return products.find((entry) => entry.productId === productId)?.units ?? null;
  },
};

export type AvailabilityServer = typeof availabilityServer;
export const { Context: AvailabilityServerContext, useServer: useAvailabilityServer } =
  serverContext(availabilityServer);
