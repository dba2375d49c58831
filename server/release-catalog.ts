import { releaseShopCatalog } from './catalog.ts';
import { ConfigError, readConfig } from './config.ts';
import { catalogRelease } from '#catalog/catalog-release.ts';
import { CatalogReleaseRefused } from './shop/catalog-release.ts';
import { openDatabase } from './store/database.ts';

// The catalog's release step (`npm run catalog:release`; in production a Cloud Run job before the
// new revision takes traffic, docs/deploy.md): applies this build's catalog to the database named
// by the server's settings, unless the database has it or a newer one. Exits 0 when the catalog
// is current, 1 when it was refused or could not be applied.

try {
  const config = readConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    const outcome = await releaseShopCatalog(database.db);
    console.log(
      outcome === 'applied'
        ? `catalog version ${catalogRelease.version} applied`
        : `catalog version ${catalogRelease.version} is already the database's: nothing to do`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof CatalogReleaseRefused || error instanceof ConfigError)) throw error;
  console.error(`catalog release: ${error.message}`);
  process.exitCode = 1;
}
