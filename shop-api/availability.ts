import * as v from 'valibot';
import type { Route } from './route.ts';
import { productIdsQuery } from './stock.ts';
import { stores, type LocationId, type Store, type StoreId } from './stores.ts';

// Where each product is (decision 0043): the warehouse that delivers and each store. A module of
// its own, loaded after start by the product page's "where to get it" and by the checkout; the
// first view carries none of it.

const units = v.pipe(v.number(), v.integer());
const unitsSchema = v.object({
  warehouse: units,
  'circuit-square': units,
  riverside: units,
  'lakeview-mall': units,
  'northgate-plaza': units,
} satisfies Record<LocationId, typeof units>);
/** Units of one product at each location. */
export type LocationUnits = v.InferOutput<typeof unitsSchema>;

const availabilityAnswer = v.object({
  products: v.array(v.object({ productId: v.string(), units: unitsSchema })),
});
export type Availability = v.InferOutput<typeof availabilityAnswer>['products'][number];

export const availabilityRoute = {
  method: 'GET',
  path: '/availability',
  who: 'anyone',
  query: productIdsQuery,
  answer: availabilityAnswer,
} as const satisfies Route;

/**
 * Where each store is, in degrees. Only which store is nearest another reads it: kept here, not
 * in stores.ts, which every page's first view loads (the footer names the stores).
 */
const positions: Record<StoreId, { latitude: number; longitude: number }> = {
  'circuit-square': { latitude: 23.7389, longitude: 90.3845 },
  riverside: { latitude: 23.7509, longitude: 90.3934 },
  'lakeview-mall': { latitude: 23.7925, longitude: 90.4078 },
  'northgate-plaza': { latitude: 23.8759, longitude: 90.3795 },
};

/** The other stores, nearest to `from` first (straight-line distance is enough in one city). */
function storesNearest(from: Store): Store[] {
  const here = positions[from.id];
  const distance = (other: Store) => {
    const there = positions[other.id];
    return Math.hypot(
      there.latitude - here.latitude,
      (there.longitude - here.longitude) * Math.cos((here.latitude * Math.PI) / 180),
    );
  };
  return stores.filter((other) => other.id !== from.id).sort((a, b) => distance(a) - distance(b));
}

interface WantedLine {
  productId: string;
  quantity: number;
}

/** A line a store cannot fill: how many it has of it. */
interface MissingLine {
  productId: string;
  available: number;
}

/** What a store has of the lines asked for: the lines it lacks, none when it has them all. */
function missingAt(
  location: LocationId,
  lines: readonly WantedLine[],
  availability: readonly Availability[],
): MissingLine[] {
  const byId = new Map(availability.map((entry) => [entry.productId, entry.units]));
  return lines.flatMap(({ productId, quantity }) => {
    const available = byId.get(productId)?.[location] ?? 0;
    return available >= quantity ? [] : [{ productId, available }];
  });
}

/** A store as the checkout offers it for pickup: what it lacks, and the nearest that has all. */
export interface PickupChoice {
  store: Store;
  missing: MissingLine[];
  /** When it lacks a line: the nearest store that has every line, if one does. */
  nearestWithAll?: Store;
}

/** Every store for pickup of `lines`: a store lacking none of them can take the order. */
export function pickupChoices(
  lines: readonly WantedLine[],
  availability: readonly Availability[],
): PickupChoice[] {
  const lacking = new Map(
    stores.map((store) => [store.id, missingAt(store.id, lines, availability)]),
  );
  return stores.map((store) => {
    const missing = lacking.get(store.id) ?? [];
    const nearestWithAll =
      missing.length === 0
        ? undefined
        : storesNearest(store).find((other) => lacking.get(other.id)?.length === 0);
    return { store, missing, ...(nearestWithAll && { nearestWithAll }) };
  });
}
