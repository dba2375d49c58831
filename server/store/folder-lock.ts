import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** The database folder is open in another process; the message says which and what to do. */
export class FolderLockedError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `The database folder ${folder} is open in another process (pid ${pid}). ` +
        'Only one shop server may use it: stop the other one (is `npm start` running in another ' +
        'terminal?), or give this one its own folder with PGLITE_DIR.',
    );
    this.name = 'FolderLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `folder` for this process with a lock file holding its pid, or throws
 * `FolderLockedError` while the process that holds it still runs; a lock left by a process that
 * died is taken over. Returns the release.
 */
export function lockFolder(folder: string): () => void {
  // Beside the folder, not in it: PGlite creates a new database only in an empty folder.
  const lockFile = `${folder}.lock`;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new FolderLockedError(folder, holder);
    }
    rmSync(lockFile, { force: true });
  }
}
