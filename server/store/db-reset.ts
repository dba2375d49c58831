// npm run db:reset: empties the development database (.data/pglite, or PGLITE_DIR), so the next
// `npm start` creates it again from the catalog with the QA orders. Refused while a server has it.
import { rmSync } from 'node:fs';
import { DEFAULT_PGLITE_DIR } from '#server/config.ts';
import { FolderLockedError, lockFolder } from './folder-lock.ts';

const folder = process.env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR;
try {
  const release = lockFolder(folder);
  rmSync(folder, { recursive: true, force: true });
  release();
  console.log(
    `voltbay: ${folder} is empty; npm start fills it again from the catalog and the QA seed.`,
  );
} catch (error) {
  if (!(error instanceof FolderLockedError)) throw error;
  console.error(`\nvoltbay: ${error.message}\n`);
  process.exitCode = 1;
}
