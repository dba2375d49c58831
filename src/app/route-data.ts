import { matchRoutes, type RouteObject } from 'react-router-dom';
import { withTimeout } from '#src/services/with-timeout.ts';
import { ROUTE_DATA_ID, type RouteData } from './prerendered-page.ts';

/** The data a prerendered page was rendered from, or undefined for the plain app shell. */
export function readRouteData(): RouteData | undefined {
  const text = document.getElementById(ROUTE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as RouteData) : undefined;
}

/**
 * Loads the lazy routes that match `location` into the route objects, so the router starts with
 * the page the HTML shows instead of a loading state, and hydration finds the same tree.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Loads the lazy routes that match `location` (`loadMatchedRoutes`) if that takes at most
 * `timeout` ms: true when they are in, false when they did not come in time (or failed); the
 * router then loads them itself.
 */
export function loadMatchedRoutesWithin(
  routes: RouteObject[],
  location: Location,
  timeout: number,
): Promise<boolean> {
  return withTimeout(loadMatchedRoutes(routes, location), timeout).then(
    () => true,
    () => false,
  );
}
