import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { catalogRelease } from '#catalog/catalog-release.ts';
import { copyMigratedDatabaseTo } from '#server/testing/test-database.ts';

// The release step as a deploy runs it (`npm run catalog:release`): a process of its own on the
// database the server's settings name, here an embedded one in a folder.

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs the release step on the database in `folder`: its exit code and what it printed. */
const release = (folder: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/release-catalog.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, PGLITE_DIR: folder },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );

it("applies this build's catalog once, and refuses it over a newer one", async () => {
  const folder = join(mkdtempSync(join(tmpdir(), 'voltbay-release-')), 'pglite');
  await copyMigratedDatabaseTo(folder);

  expect(await release(folder)).toEqual({
    code: 0,
    output: `catalog version ${catalogRelease.version} applied\n`,
  });
  expect(await release(folder)).toEqual({
    code: 0,
    output: `catalog version ${catalogRelease.version} is already the database's: nothing to do\n`,
  });

  const newer = catalogRelease.version + 1;
  const database = await PGlite.create({ dataDir: folder });
  const { rows } = await database.query<{ sold: number }>(
    "select count(*)::int as sold from products where id = 'vb-0001' and sold",
  );
  expect(rows).toEqual([{ sold: 1 }]);
  await database.query("update products set price_cents = 1 where id = 'vb-0001'");
  await database.query(`insert into catalog_releases (version, digest) values (${newer}, 'newer')`);
  await database.close();

  const refused = await release(folder);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(
    `catalog release: The database has catalog version ${newer}, newer than this ${catalogRelease.version}: nothing was changed.`,
  );
  const after = await PGlite.create({ dataDir: folder });
  expect((await after.query("select price_cents from products where id = 'vb-0001'")).rows).toEqual(
    [{ price_cents: 1 }],
  );
  await after.close();
}, 120_000);
