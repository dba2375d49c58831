import { createContext } from 'react';

/**
 * True in an app started from the app shell (app.html, search.html): the build drew the layout
 * there, with a loading status where the page goes, and left the page to the browser. React
 * hydrates the layout as a prerendered page's, then draws the page in place of the status
 * (`AppLayout`), in a transition that renders in slices, instead of rendering the whole layout
 * again from scratch (docs/decisions/0002-prerendering.md). Fixed for the app's life.
 */
export const PageLeftToTheBrowser = createContext(false);
