// The bundle budget, run after every build (scripts/prerender.ts first). A prerendered page loads
// boot.ts, which fetches the modules the page lists (the entry, what it imports, the page's own
// chunks); a page rendered in the browser (account, wishlist, ...) loads the app shell's entry and
// its imports, the search page its own shell's (search.html, with the page's chunks). For one page of each type this prints the JavaScript that first view needs and
// fails when it is over the type's budget, or when it holds Firebase, MSW, the catalog data or
// the checkout's code (but the checkout's own), which load later, on demand.
import { readFileSync } from 'node:fs';
import { CHUNK_REPORT, gzipBytes, readChunkReport } from './chunk-report.ts';
import { MEASURED_PRODUCT } from './catalog-source-plugin.ts';

// The build's folder, the argument: dist/ or dist-emulator/ (scripts/build.ts).
const folder = process.argv[2] ?? 'dist';
const dist = new URL(`../${folder}/`, import.meta.url);

/**
 * gzip KiB a first view may load, per page type, with the page each is measured on: what the
 * prerendered design needed when it was introduced (docs/performance.md) and a few KiB more. A
 * raise gets an entry at the end of docs/performance-log.md saying what took the page over.
 * `mayHold` names what the page's own first view may hold of `NOT_IN_FIRST_VIEW`.
 */
const BUDGETS: { type: string; page: string; kib: number; mayHold?: string }[] = [
  { type: 'home', page: 'index.html', kib: 235 },
  { type: 'listing', page: 'laptop-desktop.html', kib: 215 },
  { type: 'product', page: `${MEASURED_PRODUCT.slice(1)}.html`, kib: 212 },
  { type: 'information', page: 'about-us.html', kib: 199.5 },
  { type: 'app shell', page: 'app.html', kib: 196.5 },
  { type: 'search', page: 'search.html', kib: 223 },
  { type: 'checkout', page: 'checkout.html', kib: 229, mayHold: "the checkout's code" },
  { type: 'order', page: 'orders/_order.html', kib: 222.5 },
];
const NOT_IN_FIRST_VIEW = [
  { what: 'Firebase', pattern: /node_modules\/(firebase|@firebase)\// },
  { what: 'MSW', pattern: /node_modules\/(msw|@mswjs)\// },
  {
    what: 'catalog data',
    pattern: /\/src\/content\/catalog\/|products\.json/,
  },
  // Loaded by the checkout's route alone: its steps, its machine and its page.
  {
    what: "the checkout's code",
    pattern: /\/src\/features\/checkout\/|\/machines\/checkout\/|\/src\/pages\/checkout-page/,
  },
];

const read = (file: string) => readFileSync(new URL(file, dist));
let report: ReturnType<typeof readChunkReport>;
try {
  report = readChunkReport(dist);
} catch {
  console.error(`check-bundle: ${folder}/${CHUNK_REPORT} is missing; run \`npm run build\`.`);
  process.exit(1);
}
const { chunks, byFile, withStaticImports } = report;

/** The chunks a page's first view loads: its scripts, and the modules boot.ts is told to fetch. */
function firstView(page: string) {
  const html = read(page).toString();
  const files = new Set<string>();
  for (const [, src] of html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)) {
    if (src) withStaticImports(src, files);
  }
  const listing = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html);
  if (listing?.[1]) {
    const { entry, preload } = JSON.parse(listing[1]) as { entry: string; preload: string[] };
    for (const href of [entry, ...preload]) withStaticImports(href.slice(1), files);
  }
  return files;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipSize = (fileName: string) => gzipBytes(read(fileName));
const problems: string[] = [];
console.log('\nJavaScript of a first view (gzip):');
for (const { type, page, kib: budget, mayHold } of BUDGETS) {
  const files = firstView(page);
  const total = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(
    `  ${type.padEnd(12)} ${kib(total).padStart(6)} KiB of ${budget} KiB  (${page}, ${files.size} files)`,
  );
  if (total > budget * 1024) {
    problems.push(`${type} (${page}): ${kib(total)} KiB gzip, over its ${budget} KiB budget`);
  }
  for (const file of files) {
    for (const { what, pattern } of NOT_IN_FIRST_VIEW) {
      if (what === mayHold) continue;
      const found = (byFile.get(file)?.moduleIds ?? []).filter((id) => pattern.test(id));
      if (found.length > 0) {
        problems.push(`${what} is in the first view of ${page} (${file}): ${found[0]}`);
      }
    }
  }
}

const largest = chunks
  .map((chunk) => ({ file: chunk.fileName, gzip: gzipSize(chunk.fileName) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 8);
console.log('\nLargest chunks (gzip KiB):');
for (const { file, gzip } of largest) console.log(`  ${kib(gzip).padStart(6)}  ${file}`);

if (problems.length > 0) {
  console.error(`\ncheck-bundle: FAILED\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}
console.log(
  "\ncheck-bundle: every first view within budget; no Firebase, MSW, catalog data or checkout code in one (but the checkout's).\n",
);
