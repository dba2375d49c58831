import type { SnapshotFrom } from 'xstate';
import type { LocationId } from '#shop-api/stores.ts';
import type { availabilityMachine } from './availability.machine.ts';

type AvailabilitySnapshot = SnapshotFrom<typeof availabilityMachine>;

/** The product's units at `location` as the server counts them; undefined until it answered. */
export const selectUnitsAt = (location: LocationId) => (snapshot: AvailabilitySnapshot) =>
  snapshot.context.units?.[location];

/** The server could not be asked or did not know the product: the page says so. */
export const selectCouldNotCheck = (snapshot: AvailabilitySnapshot) => snapshot.matches('unknown');
