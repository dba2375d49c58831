// The only script a prerendered page names in its HTML (scripts/prerender.mjs). The page paints
// from HTML and CSS alone; the app's modules are requested once it has, so on a slow network
// they do not compete with the page's own CSS and images for the first paint.

import { APP_MODULES_ID, type AppModules } from './prerendered-page.ts';

/** Resolves after the browser has painted the next frame. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

async function startApp(): Promise<void> {
  const listing = document.getElementById(APP_MODULES_ID)?.textContent;
  if (!listing) throw new Error(`boot: the page has no #${APP_MODULES_ID}`);
  const modules = JSON.parse(listing) as AppModules;
  await afterNextPaint();
  for (const href of modules.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  await import(/* @vite-ignore */ modules.entry);
}

void startApp();
