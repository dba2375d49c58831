// What a prerendered page carries besides its HTML, written by scripts/prerender.ts (through
// prerender.tsx) and read in the browser by boot.ts and route-data.ts.
import type { HydrationState } from 'react-router-dom';

/** The id of the `<script type="application/json">` with the data the page was rendered from. */
export const ROUTE_DATA_ID = 'route-data';

/** What a page was rendered from (`ROUTE_DATA_ID`). */
export interface RouteData {
  /**
   * The path it was rendered for: one page may serve every address of its route (an order's
   * page, firebase.json's rewrites).
   */
  path: string;
  /** The router's data, to hydrate with. */
  hydration: HydrationState;
}

/** The id of the `<script type="application/json">` listing the app's modules (`AppModules`). */
export const APP_MODULES_ID = 'app-modules';

export interface AppModules {
  /** The app's entry module, which hydrates the page. */
  entry: string;
  /**
   * The chunks the entry imports, each after those it imports: evaluated one task at a time
   * before the entry, so that none of the start's tasks is long.
   */
  steps: string[];
  /** Every module the page starts with, the entry among them, in the order they are needed. */
  preload: string[];
}

/** A `<script type="application/json">`, whose JSON cannot end the element early. */
export const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
