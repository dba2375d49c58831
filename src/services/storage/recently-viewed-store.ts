import type { RecentView } from '#machines/recently-viewed/recently-viewed.machine.ts';
import { isSlug } from '#catalog/slug.ts';
import { createLocalStore, mergeByKey, type StoredValue } from './local-store.ts';

const isRecentView = (entry: unknown): entry is RecentView =>
  typeof entry === 'object' &&
  entry !== null &&
  'productId' in entry &&
  isSlug(entry.productId) &&
  'viewedAt' in entry &&
  Number.isSafeInteger(entry.viewedAt);

/** The stored views that can be used, each product once (its latest); `unreadable` when not all. */
export function parseRecentViews(data: unknown): StoredValue<RecentView[]> {
  if (!Array.isArray(data)) return { value: [], unreadable: true };
  const views = data.filter(isRecentView);
  return { value: newestFirst(views), unreadable: views.length !== data.length };
}

/** Each product once, at its latest view, newest first. */
function newestFirst(views: RecentView[]) {
  const latest = new Map<string, RecentView>();
  for (const view of views) {
    const known = latest.get(view.productId);
    if (!known || known.viewedAt < view.viewedAt) latest.set(view.productId, view);
  }
  return [...latest.values()].sort((a, b) => b.viewedAt - a.viewedAt);
}

const byProduct = mergeByKey<RecentView>(
  (view) => view.productId,
  (a, b) => a.viewedAt === b.viewedAt,
);

/**
 * A tab's view of the products the shopper opened, in localStorage. Two tabs' saves merge by
 * product (a view in either kept, a clearing in either applied), newest first.
 */
export const createRecentlyViewedStore = () =>
  createLocalStore<RecentView[]>({
    key: 'voltbay.recentlyViewed',
    version: 1,
    parse: parseRecentViews,
    empty: [],
    merge: (versions) => newestFirst(byProduct(versions)),
  });

/** This tab's store of recently viewed products. */
export const recentlyViewedStore = createRecentlyViewedStore();
