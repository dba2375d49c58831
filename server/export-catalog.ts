import { writeFileSync } from 'node:fs';
import { ConfigError, readConfig } from './config.ts';
import { entryPricedNow, runningSales } from './shop/offers.ts';
import { soldCatalog } from './shop/products.ts';
import { openDatabase } from './store/database.ts';

// `npm run catalog:export -- <file>`: writes the catalog the database named by the server's
// settings sells now (staff edits with it) in the catalog file's form, for the build to
// prerender (`VOLTBAY_CATALOG_FILE=<file> npm run build`, docs/deploy.md). Run after the release
// step, so the file's newer products are in it too. Each product is at its price at the export,
// a running sale's named in its `sale`: the prerendered pages show the build's price, and each
// page asks the server for the price now once it runs (docs/decisions/0042-offers.md).

const [file] = process.argv.slice(2);
if (!file) {
  console.error(
    'catalog export: name the file to write, e.g. npm run catalog:export -- catalog.json',
  );
  process.exit(1);
}
try {
  const database = await openDatabase(readConfig(process.env).database);
  try {
    const now = new Date();
    const sales = await runningSales(database.db, now);
    const catalog = (await soldCatalog(database.db)).map((entry) =>
      entryPricedNow(entry, sales, now),
    );
    writeFileSync(file, `${JSON.stringify(catalog)}\n`);
    console.log(`catalog export: ${catalog.length} products written to ${file}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`catalog export: ${error.message}`);
  process.exitCode = 1;
}
