// Prerenders the production build: every page reachable by a link from the home page whose content
// the build knows (listings in their default view, product pages, information pages) becomes a
// static HTML file that paints before any JavaScript runs and is then hydrated. So do three pages
// that are the shopper's own but start the same for everyone, the checkout, the comparison and an
// order's page (one file for every order, served by firebase.json's rewrite): until hydrated they
// show what the page is and a placeholder (checkout-page.tsx, compare-page.tsx, order-page.tsx).
// Run after `vite build` (the browser build, in the folder named as the argument: dist/ or
// dist-emulator/) and `vite build --ssr src/app/prerender.tsx` (the renderer, in
// dist-prerender/). The other pages that depend on the shopper (search, account, wishlist,
// sign-in) are left to the app shell, app.html: the layout with a loading status, which the app
// replaces (search.html is the same with the search page's modules).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readChunkReport } from './chunk-report.ts';
import { path } from '#src/routing/paths.ts';
import { builtPageDataFile } from '#src/services/catalog/built-page-file.ts';

const dist = new URL(`../${process.argv[2] ?? 'dist'}/`, import.meta.url);
// The shop's public address (scripts/build.ts checks it): canonical links, the sitemap, structured
// data and link previews name it.
const origin = process.env.SHOP_ORIGIN;
if (!origin) throw new Error('prerender: SHOP_ORIGIN names the address the pages are served at');
// React's production build, as the browser gets it: the markup must be the same.
process.env.NODE_ENV = 'production';
// The renderer as `vite build --ssr` built it (with the mode's settings and Vite's transforms),
// not src/app/prerender.tsx itself: only its types come from there.
const {
  APP_MODULES_ID,
  fillPageTemplate,
  jsonScript,
  prerenderPage,
  prerenderShell,
  productPaths,
} = (await import(
  new URL('../dist-prerender/prerender.js', import.meta.url).href
)) as typeof import('#src/app/prerender.tsx');

/** Paths that are the shopper's own or answer a query: never prerendered, whatever links to them. */
const BROWSER_ONLY = /^\/(search|auth|account|wishlist|checkout|orders|staff|product\/)/;

/**
 * The shopper's pages that are prerendered all the same, by the address to render and the file:
 * firebase.json serves `orders/_order.html` for `/orders/*` (any number of the right form will do:
 * the page names its order only once hydrated); the comparison shows its products once hydrated.
 */
const SHOPPER_PAGES = new Map([
  ['/checkout', 'checkout.html'],
  ['/compare', 'compare.html'],
  ['/orders/VB-000000', 'orders/_order.html'],
]);

const template = readFileSync(new URL('index.html', dist), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT) || !template.includes('</head>') || !template.includes('<title>')) {
  throw new Error("prerender: the build's index.html needs an empty #root, a <title> and </head>");
}

const { chunks, byFile, withStaticImports: chunkWithImports } = readChunkReport(dist);
const chunkOf = (module: string) => {
  const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
  if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
  return chunk;
};

/**
 * `fileName` and the chunks it imports, each after what it imports: the order in which the
 * browser evaluates them.
 */
function evaluationOrder(fileName: string, order: string[] = [], seen = new Set<string>()) {
  if (seen.has(fileName)) return order;
  seen.add(fileName);
  for (const imported of byFile.get(fileName)?.imports ?? [])
    evaluationOrder(imported, order, seen);
  order.push(fileName);
  return order;
}

// A prerendered page paints from its HTML and CSS alone. Its only script is boot.ts, which
// requests the app's modules once the page has painted, so on a slow network they do not
// compete with the page's CSS and images; the template's own script and preloads go.
const entry = chunkOf('index.html');
const boot = chunkOf('src/app/boot.ts');
const SCRIPTS = /^\s*<(script type="module"|link rel="modulepreload")[^>]*>(<\/script>)?\n/gm;
const bootTemplate = template
  .replace(SCRIPTS, '')
  .replace(
    '</head>',
    `  <script type="module" crossorigin src="/${boot.fileName}"></script>\n  </head>`,
  );
// Its content shows without JavaScript: the shell's "needs JavaScript" note does not apply.
const pageTemplate = bootTemplate.replace(/\n\s*<noscript>[\s\S]*?<\/noscript>/, '');
if (bootTemplate.includes(entry.fileName)) {
  throw new Error('prerender: the entry script is still in the page template');
}

// The chunks the entry imports, which boot.ts evaluates one task at a time before the entry, so
// that evaluating the app's code is several short tasks, not one long one. Not a chunk that
// imports the entry back: evaluated first, it would run the entry before the entry's imports.
const steps = evaluationOrder(entry.fileName).filter(
  (file) => file !== entry.fileName && !chunkWithImports(file).has(entry.fileName),
);

/**
 * The head of a page rendered with `pageModules`: the CSS their chunks import (the carousel's),
 * which would otherwise arrive after the first paint and move what the HTML laid out, and the
 * list of modules for boot.ts: the entry, and every chunk it and the page import statically.
 */
function scriptsFor(pageModules: readonly string[]) {
  const files = chunkWithImports(entry.fileName);
  for (const module of pageModules) chunkWithImports(chunkOf(module).fileName, files);
  files.delete(entry.fileName);
  const stylesheets = [...new Set([...files].flatMap((file) => byFile.get(file)?.css ?? []))];
  return [
    ...stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    jsonScript(APP_MODULES_ID, {
      entry: `/${entry.fileName}`,
      steps: steps.map((file) => `/${file}`),
      // In the order they are needed: the steps, the entry, then the page's own.
      preload: [...new Set([...steps, entry.fileName, ...files])].map((file) => `/${file}`),
    }),
  ].join('\n');
}

// The shell for every other path: the layout drawn, the app's modules fetched by boot.ts once it
// has painted, as a prerendered page's (without a page's data: the app starts from scratch). The
// build's index.html becomes the prerendered home page.
const shell = prerenderShell();
const [shellTitle = ''] = /<title>[^<]*<\/title>/.exec(template) ?? [];
const writeShell = (file: string, pageModules: readonly string[]) =>
  writeFileSync(
    new URL(file, dist),
    fillPageTemplate(bootTemplate, ROOT, {
      head: [shellTitle, scriptsFor(pageModules), shell.head].join('\n'),
      html: shell.html,
    }),
  );
writeShell('app.html', []);
// The search page's own shell (Hosting serves it for /search by its name): its page's modules
// load with the app's, not after the router has found the page, a round trip later on a phone.
writeShell('search.html', ['src/pages/catalog/search-page.tsx']);

/** Same-site links in rendered HTML, without query or fragment: the pages to render next. */
function linksIn(html: string) {
  const found = new Set<string>();
  for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)["#?]/g)) {
    if (href) found.add(decodeURI(href).replace(/\/$/, '') || '/');
  }
  return found;
}

/** Where a path's HTML goes: `/` is index.html, `/products` is products.html (served clean). */
const fileFor = (path: string) =>
  new URL(SHOPPER_PAGES.get(path) ?? (path === '/' ? 'index.html' : `.${path}.html`), dist);

// The crawl starts at the home page, at every category with its brands (the nav bar's dropdowns
// draw their links only when opened, so no page's HTML holds them all) and at every product.
const queue = ['/', path.categories, ...SHOPPER_PAGES.keys(), ...(await productPaths())];
const seen = new Set(queue);
let written = 0;
/** The pages everyone sees the same: the sitemap's. */
const listed: string[] = [];
const started = Date.now();
while (queue.length > 0) {
  const path = queue.shift()!;
  const page = await prerenderPage(path, origin);
  if (page.kind !== 'page') {
    if (SHOPPER_PAGES.has(path)) throw new Error(`prerender: ${path} is not a page (${page.kind})`);
    continue;
  }
  const html = fillPageTemplate(pageTemplate, ROOT, {
    head: `${scriptsFor(page.pageModules)}\n${page.head}`,
    html: page.html,
  });
  const file = fileFor(path);
  mkdirSync(dirname(file.pathname), { recursive: true });
  writeFileSync(file, html);
  if (page.builtData !== undefined) {
    // What the page's loader reads on a client-side navigation (src/services/catalog/catalog.ts).
    const data = new URL(`.${builtPageDataFile(path)}`, dist);
    mkdirSync(dirname(data.pathname), { recursive: true });
    writeFileSync(data, JSON.stringify(page.builtData));
  }
  written += 1;
  if (!SHOPPER_PAGES.has(path)) listed.push(path);
  for (const link of linksIn(page.html)) {
    if (!seen.has(link) && !BROWSER_ONLY.test(link)) {
      seen.add(link);
      queue.push(link);
    }
  }
}
// Search engines: every prerendered page the crawl above found, and where that list is.
const address = (path: string) => new URL(encodeURI(path), origin).href;
writeFileSync(
  new URL('sitemap.xml', dist),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...listed.map((path) => `  <url><loc>${address(path).replace(/&/g, '&amp;')}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n'),
);
writeFileSync(
  new URL('robots.txt', dist),
  // The shopper's own pages hold nothing for a search engine.
  [
    'User-agent: *',
    ...['/account', '/auth/', '/checkout', '/orders/', '/search', '/staff/', '/wishlist'].map(
      (path) => `Disallow: ${path}`,
    ),
    `Sitemap: ${address('/sitemap.xml')}`,
    '',
  ].join('\n'),
);
console.log(`prerender: ${written} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
