// What a prerendered page carries besides its HTML, written by scripts/prerender.mjs (through
// prerender.tsx) and read in the browser by boot.ts and route-data.ts.

/** The id of the `<script type="application/json">` with the data the page was rendered from. */
export const ROUTE_DATA_ID = 'route-data';

/** The id of the `<script type="application/json">` listing the app's modules (`AppModules`). */
export const APP_MODULES_ID = 'app-modules';

export interface AppModules {
  /** The app's entry module, which hydrates the page. */
  entry: string;
  /** The modules the entry and the page import, fetched beside the entry. */
  preload: string[];
}

/** A `<script type="application/json">`, whose JSON cannot end the element early. */
export const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
