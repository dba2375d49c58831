import { assign, fromPromise, setup } from 'xstate';
import type { LocationUnits } from '#shop-api/availability.ts';
import { notProvided } from '#machines/not-provided.ts';

export interface AvailabilityInput {
  productId: string;
}

export interface AvailabilityContext {
  productId: string;
  /** The product's units at each location as the server counts them now; null until it answered. */
  units: LocationUnits | null;
}

/**
 * Where a product is now (decision 0043): its units at the warehouse and at each store, asked of
 * the shop's server once the product page runs. When the server cannot be asked, or does not know
 * the product, the page says it could not check (`unknown`): no count is claimed from the build.
 */
export const availabilityMachine = setup({
  types: {
    input: {} as AvailabilityInput,
    context: {} as AvailabilityContext,
  },
  actors: {
    /** The product's units, or null when the server does not sell it. */
    readUnits: fromPromise<LocationUnits | null, { productId: string }>(
      notProvided('availability', 'readUnits'),
    ),
  },
  actions: {
    keepUnits: assign((_, { units }: { units: LocationUnits | null }) => ({ units })),
  },
  guards: {
    isKnown: (_, { units }: { units: LocationUnits | null }) => units !== null,
  },
}).createMachine({
  id: 'availability',
  context: ({ input }) => ({ productId: input.productId, units: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'readUnits',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: [
          {
            guard: { type: 'isKnown', params: ({ event }) => ({ units: event.output }) },
            target: 'known',
            actions: { type: 'keepUnits', params: ({ event }) => ({ units: event.output }) },
          },
          { target: 'unknown' },
        ],
        onError: 'unknown',
      },
    },
    known: { type: 'final' },
    unknown: { type: 'final' },
  },
});
