import { useEffect } from 'react';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';

// A page whose data comes from the shop's server or the build (a listing, a product's page, the
// categories) cannot be worked out offline, as a page from the catalog in memory could: Back to
// it would show the error page. Such a page keeps what it showed, by address, and offline shows
// it again as it was; the offline banner says why nothing is new.

/** The pages kept, the newest last. */
const KEPT_PAGES = 20;
const kept = new Map<string, unknown>();

const addressOf = ({ pathname, search }: { pathname: string; search: string }) =>
  `${pathname}${search}`;

/**
 * `loader`, except that when it fails offline, the data this tab last showed at the address (if
 * any) is the answer.
 */
export function keptOffline<Data>(
  loader: (args: LoaderFunctionArgs) => Promise<Data>,
): (args: LoaderFunctionArgs) => Promise<Data> {
  return async (args) => {
    try {
      return await loader(args);
    } catch (error) {
      const address = addressOf(new URL(args.request.url));
      if (navigator.onLine || !kept.has(address)) throw error;
      return kept.get(address) as Data;
    }
  };
}

/**
 * Keeps the page's data for `keptOffline`: a prerendered page's too, which no loader in the
 * browser made.
 */
export function useKeptOffline(): void {
  const data: unknown = useLoaderData();
  const location = useLocation();
  useEffect(() => {
    const address = addressOf(location);
    kept.delete(address);
    kept.set(address, data);
    // A Map keeps the order things were put in: the first key is the oldest.
    if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value!);
  }, [data, location]);
}
