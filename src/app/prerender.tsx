import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router-dom';
import { PageLeftToTheBrowser } from '#src/components/layout/page-left-to-the-browser.ts';
import { createStyleCache } from '#src/theme/style-cache.ts';
import { AppProviders } from './app-providers.tsx';
import { LateStyles } from './late-styles.tsx';
import { jsonScript, ROUTE_DATA_ID, type RouteData } from './prerendered-page.ts';
import { routes, type PageHandle } from './router.tsx';
import { activeProducts } from '#catalog/queries.ts';
import { href } from '#src/routing/paths.ts';
import { catalog } from '#src/services/catalog/catalog.ts';
import { seoHead, type ProductPageData } from './seo-head.ts';

// The build's entry for scripts/prerender.ts, run in Node: it renders one page of the shop to
// HTML the way the browser would render it, with the styles the page uses and the data it was
// rendered from, so the browser paints it before any JavaScript and then hydrates it.

/** Any origin will do: the loaders read only the path and the query. */
const ORIGIN = 'https://voltbay.prerender';

export { APP_MODULES_ID, jsonScript } from './prerendered-page.ts';
export { fillPageTemplate } from './page-template.ts';

export type PrerenderedPage =
  | {
      kind: 'page';
      html: string;
      head: string;
      pageModules: string[];
      /** The page's data for a client-side navigation, when its route reads it from the build. */
      builtData?: unknown;
    }
  | { kind: 'unchanged' }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-a-page'; status: number };

const handler = createStaticHandler(routes);

/** Loader data with every promise it holds (the home page's deferred catalog) settled. */
async function settled(loaderData: Record<string, unknown>) {
  const entries = await Promise.all(
    Object.entries(loaderData).map(async ([routeId, data]) => {
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return [routeId, data];
      const fields = await Promise.all(
        Object.entries(data).map(async ([key, value]) => [key, await value] as const),
      );
      return [routeId, Object.fromEntries(fields)];
    }),
  );
  return Object.fromEntries(entries) as Record<string, unknown>;
}

/**
 * The page's style elements for the head: Emotion's, each marked `data-s`, which tells Emotion's
 * cache in the browser that it is already where it belongs. Unmarked, the cache moves every one
 * to the end of the head as the app starts, and the browser restyles the whole page for it
 * (docs/decisions/0019-prerendered-styles.md).
 */
function styleTags(emotion: ReturnType<typeof createEmotionServer>, html: string): string {
  return emotion
    .extractCriticalToChunks(html)
    .styles.map(
      ({ key, ids, css }) =>
        `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('');
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/** React's escaping of a title or an attribute, undone: `seoHead` escapes for where it writes. */
const unescaped = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The loader data of a product's page, if this is one. */
const productPageOf = (loaderData: Record<string, unknown>) =>
  Object.values(loaderData).find(
    (data): data is ProductPageData =>
      typeof data === 'object' && data !== null && 'product' in data && 'brand' in data,
  );

type NotAPage = Exclude<PrerenderedPage, { kind: 'page' | 'unchanged' }>;

/**
 * The router's answer for `path` with its loaders' data settled, and which route's data is the
 * page's built data; or why it is not a page to prerender.
 */
async function queryPage(path: string) {
  const context = await handler.query(new Request(new URL(path, ORIGIN)));
  if (context instanceof Response) {
    return context.status >= 300 && context.status < 400
      ? ({ kind: 'redirect', location: context.headers.get('Location') ?? '/' } as const)
      : ({ kind: 'not-a-page', status: context.status } as const);
  }
  if (context.statusCode !== 200) {
    return { kind: 'not-a-page', status: context.statusCode } satisfies NotAPage;
  }
  const loaderData = await settled(context.loaderData);
  const pages = context.matches.flatMap(({ route }) => {
    const handle = route.handle as PageHandle | undefined;
    return handle ? [{ id: route.id, handle }] : [];
  });
  const builtFrom = pages.find(({ handle }) => handle.builtData);
  return {
    kind: 'page',
    context,
    loaderData,
    pageModules: pages.map(({ handle }) => handle.page),
    ...(builtFrom && { builtData: loaderData[builtFrom.id] }),
  } as const;
}

/**
 * Renders the page at `path` (with its query), or says why it is not a page to prerender;
 * `origin` is the shop's public address, for what the page says of itself (`seoHead`). With
 * `unlessDataIs` (the page's data file as the last build wrote it: scripts/prerender.ts,
 * `--changed`), a page whose route reads its data from the build (`PageHandle.builtData`) and
 * whose data is still that is 'unchanged', not rendered: the same data renders the same HTML.
 */
export async function prerenderPage(
  path: string,
  origin: string,
  unlessDataIs?: string,
): Promise<PrerenderedPage> {
  const page = await queryPage(path);
  if (page.kind !== 'page') return page;
  const { context, loaderData, pageModules, builtData } = page;
  if (unlessDataIs !== undefined && JSON.stringify(builtData) === unlessDataIs) {
    return { kind: 'unchanged' };
  }
  const router = createStaticRouter(handler.dataRoutes, { ...context, loaderData });
  const cache = createStyleCache();
  const styles = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders styleCache={cache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every Suspense boundary's content in place: React would otherwise move a large one after
    // a fallback and reveal it with an inline script, which the page's CSP does not allow.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // React puts the page's <title> and <meta> first; they belong in the document's head.
  const [, hoisted = '', html = ''] =
    /^((?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*)([\s\S]*)$/.exec(
      await readAll(prelude),
    ) ?? [];
  const hydration: HydrationState = { loaderData, actionData: null, errors: null };
  const routeData: RouteData = { path: new URL(path, ORIGIN).pathname, hydration };
  const seo = seoHead({
    origin,
    path: routeData.path,
    title: unescaped(/<title>([^<]*)<\/title>/.exec(hoisted)?.[1] ?? ''),
    description: unescaped(/<meta name="description" content="([^"]*)"/.exec(hoisted)?.[1] ?? ''),
    productPage: productPageOf(loaderData),
  });
  // Rendered apart, for its CSS only: the page's style elements carry it (late-styles.tsx).
  const lateParts = renderToString(
    <AppProviders styleCache={cache}>
      <LateStyles />
    </AppProviders>,
  );
  const head = [
    hoisted,
    seo,
    styleTags(styles, html + lateParts),
    jsonScript(ROUTE_DATA_ID, routeData),
  ].join('\n');
  return { kind: 'page', html, head, pageModules, ...(builtData !== undefined && { builtData }) };
}

/**
 * Every product page the shop has: the build renders them all, not only those a crawl from the
 * home page reaches (at 10,000 products most are on a listing's later pages, which it does not
 * follow).
 */
export async function productPaths(): Promise<string[]> {
  return activeProducts(await catalog.products()).map(({ id }) =>
    href('product', { productId: id }),
  );
}

/**
 * The app shell (`app.html`) for the pages the build cannot know (a search, the account, the
 * sign-in pages): the layout with its 'Loading the page' status where the page goes
 * (`PageLeftToTheBrowser`), painted before any JavaScript. The app hydrates it as a prerendered
 * page and then draws the page in place of the status (src/app/main.tsx): nothing moves, and the
 * header and footer are not rendered again from scratch. The layout's route is the app's own, so
 * that its React ids are the browser's.
 */
export function prerenderShell(): { html: string; head: string } {
  const cache = createStyleCache();
  const styles = createEmotionServer(cache);
  const [{ path, element, errorElement } = {}] = routes;
  const router = createMemoryRouter([{ path, element, errorElement }]);
  const html = renderToString(
    <PageLeftToTheBrowser value>
      <AppProviders styleCache={cache}>
        <RouterProvider router={router} />
      </AppProviders>
    </PageLeftToTheBrowser>,
  );
  return { html, head: styleTags(styles, html) };
}
