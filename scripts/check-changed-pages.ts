// After a staff edit, `npm run build -- --changed` renders again the pages the edit changed and
// removes those of a product no longer sold (docs/deploy.md, "Staff edits"). Checked here on a
// copy of a finished build (`tsx scripts/check-changed-pages.ts [production|emulator]`, after the
// build; npm run test:dist): one product renamed and repriced, another no longer sold. The copy
// goes; the renderer in dist-prerender/ is left built from the edited catalog, which the next
// build replaces.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogEntry } from '#catalog/product.ts';
import { formatCents, impliedDiscount } from '#shop-api/money.ts';

const mode = process.argv[2] ?? 'production';
const built = mode === 'production' ? 'dist' : 'dist-emulator';
const problems: string[] = [];
const expect = (holds: boolean, problem: string) => {
  if (!holds) problems.push(problem);
};

const work = mkdtempSync(join(tmpdir(), 'voltbay-changed-pages-'));
try {
  const dist = join(work, 'dist');
  cpSync(built, dist, { recursive: true });
  const page = (id: string) => join(dist, 'products', `${id}.html`);
  const data = (id: string) => join(dist, 'data', 'products', `${id}.json`);

  const catalog = JSON.parse(
    readFileSync(process.env.VOLTBAY_CATALOG_FILE ?? 'catalog/products.json', 'utf8'),
  ) as CatalogEntry[];
  const sold = catalog.filter((product) => product.isActive && existsSync(page(product.id)));
  const [edited, dropped] = sold;
  if (!edited || !dropped) throw new Error(`check-changed-pages: ${built}/ has too few products`);
  // A page whose data names neither product: an edit of theirs leaves it as it was.
  const untouched = sold.find(({ id }) => {
    const text = readFileSync(data(id), 'utf8');
    return !text.includes(`"${edited.id}"`) && !text.includes(`"${dropped.id}"`);
  });
  if (!untouched) throw new Error('check-changed-pages: every product page names the two edited');
  const untouchedBefore = statSync(page(untouched.id)).mtimeMs;

  const newName = `${edited.name} (staff edit)`;
  // A fifth off the price before: valid for the catalog's schema whatever the price was.
  const newPrice = Math.round(edited.originalPrice * 80) / 100;
  const renamedAndRepriced = {
    ...edited,
    name: newName,
    price: newPrice,
    discountPercentage: impliedDiscount(newPrice, edited.originalPrice),
  };
  const changedCatalog = catalog.map((product) => {
    if (product.id === dropped.id) return { ...product, isActive: false };
    return product.id === edited.id ? renamedAndRepriced : product;
  });
  const catalogFile = join(work, 'catalog.json');
  writeFileSync(catalogFile, JSON.stringify(changedCatalog));

  const run = spawnSync('tsx', ['scripts/build.ts', mode, '--changed', `--into=${dist}`], {
    encoding: 'utf8',
    env: { ...process.env, VOLTBAY_CATALOG_FILE: catalogFile },
  });
  const summary = /prerender: (\d+) pages changed, (\d+) unchanged, (\d+) removed/.exec(run.stdout);
  if (run.status !== 0 || !summary) {
    throw new Error(`check-changed-pages: the build failed:\n${run.stdout}\n${run.stderr}`);
  }
  const [, changed, unchanged, removed] = summary.map(Number);

  const editedPage = readFileSync(page(edited.id), 'utf8');
  expect(editedPage.includes(newName), `${edited.id}'s page does not show its new name`);
  const shownPrice = formatCents(Math.round(newPrice * 100));
  expect(
    editedPage.includes(shownPrice),
    `${edited.id}'s page does not show its new price ${shownPrice}`,
  );
  expect(
    readFileSync(data(edited.id), 'utf8').includes(newName),
    `${edited.id}'s data file does not hold its new name`,
  );
  expect(
    !existsSync(page(dropped.id)) && !existsSync(data(dropped.id)),
    `${dropped.id}, no longer sold, still has a page or a data file`,
  );
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  expect(!sitemap.includes(`/products/${dropped.id}<`), `the sitemap still lists ${dropped.id}`);
  expect(sitemap.includes(`/products/${edited.id}<`), `the sitemap no longer lists ${edited.id}`);
  expect(
    statSync(page(untouched.id)).mtimeMs === untouchedBefore,
    `${untouched.id}'s page was written again, though its data did not change`,
  );
  expect(removed === 1, `${removed} pages removed, not 1`);
  // The edited product's page, the pages showing it (related products, listings), the home page's
  // and the categories' data at most: a few dozen of the shop's pages, not all of them.
  expect(
    (changed ?? 0) >= 1 && (changed ?? 0) * 4 < (unchanged ?? 0),
    `${changed} pages changed and ${unchanged} unchanged: more than the edit could change`,
  );

  if (problems.length > 0) {
    console.error(`\ncheck-changed-pages: FAILED\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `check-changed-pages: a rename, a new price and a product no longer sold: ${changed} pages ` +
        `changed, ${unchanged} unchanged, ${removed} removed`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
