// Prerenders the production build: every page reachable by a link from the home page whose content
// the build knows (listings in their default view, product pages, information pages) becomes a
// static HTML file that paints before any JavaScript runs and is then hydrated. So do three pages
// that are the shopper's own but start the same for everyone, the checkout, the comparison and an
// order's page (one file for every order, served by firebase.json's rewrite): until hydrated they
// show what the page is and a placeholder (checkout-page.tsx, compare-page.tsx, order-page.tsx).
// Run after `vite build` (the browser build, in the folder named as the argument: dist/ or
// dist-emulator/) and `vite build --ssr src/app/prerender.tsx` (the renderer, in
// dist-prerender/). The other pages that depend on the shopper (search, account, wishlist,
// sign-in) are left to the app shell, app.html: the layout with a loading status where the page
// goes, which the app hydrates, rendering the page there (search.html is the same with the search
// page's modules).
//
// The pages render in worker threads, one a core (PRERENDER_WORKERS to choose): at 10,000
// products the build is ~10,000 pages. With `--changed` (after a staff edit, docs/deploy.md), a
// page the build wrote data for (a product's, the home page, the categories) is rendered again
// only when its data changed, every other page is rendered again, and the pages of the last
// build's sitemap that are no longer pages (a product no longer sold) are removed.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { readChunkReport } from './chunk-report.ts';
import type { PrerenderAnswer, PrerenderRequest } from './prerender-worker.ts';
import { path } from '#src/routing/paths.ts';
import { builtPageDataFile } from '#src/services/catalog/built-page-file.ts';

const [outDir = 'dist', ...flags] = process.argv.slice(2);
const changedOnly = flags.includes('--changed');
const dist = pathToFileURL(`${resolve(outDir)}/`);
// The shop's public address (scripts/build.ts checks it): canonical links, the sitemap, structured
// data and link previews name it.
const origin = process.env.SHOP_ORIGIN;
if (!origin) throw new Error('prerender: SHOP_ORIGIN names the address the pages are served at');
// React's production build, as the browser gets it: the markup must be the same.
process.env.NODE_ENV = 'production';
// The renderer as `vite build --ssr` built it (with the mode's settings and Vite's transforms),
// not src/app/prerender.tsx itself: only its types come from there.
const { APP_MODULES_ID, fillPageTemplate, jsonScript, prerenderShell, productPaths } =
  (await import(
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

// The build's index.html, kept before the home page is written over it for a later run (with
// --changed, after a staff edit); Hosting does not upload it (firebase.json ignores dot files).
const templateFile = new URL('.page-template.html', dist);
if (!existsSync(templateFile)) copyFileSync(new URL('index.html', dist), templateFile);
const template = readFileSync(templateFile, 'utf8');
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
// has painted, as a prerendered page's (without a page's data: the app hydrates the layout and
// renders the page). The build's index.html becomes the prerendered home page.
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
const dataFileFor = (path: string) => new URL(`.${builtPageDataFile(path)}`, dist);
const address = (path: string) => new URL(encodeURI(path), origin).href;
const sitemapFile = new URL('sitemap.xml', dist);
/** The pages the last build listed for search engines, by path. */
const listedBefore = (): string[] =>
  existsSync(sitemapFile)
    ? [...readFileSync(sitemapFile, 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) =>
        decodeURI(new URL(loc.replace(/&amp;/g, '&')).pathname),
      )
    : [];

/** The pages found so far, in the order found: the crawl's queue. */
const found = ['/', path.categories, ...SHOPPER_PAGES.keys(), ...(await productPaths())];
const seen = new Set(found);
/** The pages that are pages (rendered now, or unchanged since the last build). */
const pages = new Set<string>();
/** The pages whose HTML or data was written: new, or not what the folder held. */
let changed = 0;

/**
 * Writes `text` to `file` unless the file holds it already (a page rendered again after a staff
 * edit that did not change it keeps its file, which Hosting then need not upload); says whether it
 * wrote.
 */
function write(file: URL, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(dirname(fileURLToPath(file)), { recursive: true });
  writeFileSync(file, text);
  return true;
}

function follow(html: string) {
  for (const link of linksIn(html)) {
    if (!seen.has(link) && !BROWSER_ONLY.test(link)) {
      seen.add(link);
      found.push(link);
    }
  }
}

function request(path: string): PrerenderRequest {
  const data = dataFileFor(path);
  return changedOnly && existsSync(data)
    ? { path, unlessDataIs: readFileSync(data, 'utf8') }
    : { path };
}

function take(answer: PrerenderAnswer) {
  if ('error' in answer) throw new Error(`prerender: ${answer.path}: ${answer.error}`);
  const { path, page } = answer;
  if (page.kind === 'unchanged') {
    pages.add(path);
    follow(readFileSync(fileFor(path), 'utf8'));
    return;
  }
  if (page.kind !== 'page') {
    if (SHOPPER_PAGES.has(path)) throw new Error(`prerender: ${path} is not a page (${page.kind})`);
    return;
  }
  const html = fillPageTemplate(pageTemplate, ROOT, {
    head: `${scriptsFor(page.pageModules)}\n${page.head}`,
    html: page.html,
  });
  const wrote = write(fileFor(path), html);
  // What the page's loader reads on a client-side navigation (src/services/catalog/catalog.ts).
  const wroteData =
    page.builtData !== undefined && write(dataFileFor(path), JSON.stringify(page.builtData));
  if (wrote || wroteData) changed += 1;
  pages.add(path);
  follow(page.html);
}

const started = Date.now();
const workerCount = Number(process.env.PRERENDER_WORKERS ?? availableParallelism());
const workers = Array.from(
  { length: workerCount },
  () => new Worker(new URL('prerender-worker.ts', import.meta.url), { workerData: { origin } }),
);
try {
  await new Promise<void>((resolve, reject) => {
    const idle = [...workers];
    let next = 0;
    const dispatch = () => {
      while (idle.length > 0 && next < found.length)
        idle.pop()!.postMessage(request(found[next++]!));
      if (idle.length === workers.length && next === found.length) resolve();
    };
    for (const worker of workers) {
      worker.on('error', reject);
      worker.on('message', (answer: PrerenderAnswer) => {
        idle.push(worker);
        try {
          take(answer);
          dispatch();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    }
    dispatch();
  });
} finally {
  await Promise.all(workers.map((worker) => worker.terminate()));
}

// After a change: the last build's pages that are no longer pages go, with their data.
const gone = changedOnly ? listedBefore().filter((path) => !pages.has(path)) : [];
for (const path of gone) {
  rmSync(fileFor(path), { force: true });
  rmSync(dataFileFor(path), { force: true });
}

// Search engines: every prerendered page the crawl above found, in the order found, and where
// that list is. Not the shopper's pages: theirs are everyone's placeholder.
const listed = found.filter((path) => pages.has(path) && !SHOPPER_PAGES.has(path));
writeFileSync(
  sitemapFile,
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
const took = `${((Date.now() - started) / 1000).toFixed(1)} s, ${workerCount} workers`;
console.log(
  changedOnly
    ? `prerender: ${changed} pages changed, ${pages.size - changed} unchanged, ${gone.length} removed (${took})`
    : `prerender: ${pages.size} pages in ${took}`,
);
