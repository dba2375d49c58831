import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderLockedError, lockFolder } from './folder-lock.ts';

const newFolder = () => join(mkdtempSync(join(tmpdir(), 'voltbay-lock-')), 'data');

describe('the database folder lock', () => {
  it('refuses a second opener while the first holds it, saying what to do, and frees it on release', () => {
    const folder = newFolder();
    const release = lockFolder(folder);
    expect(() => lockFolder(folder)).toThrow(FolderLockedError);
    expect(() => lockFolder(folder)).toThrow(/open in another process.*npm start.*PGLITE_DIR/s);
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockFolder(folder)();
  });

  it('takes over a lock left by a process that died', () => {
    const folder = newFolder();
    // A process that has exited: its pid is free.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(`${folder}.lock`, String(dead));
    const release = lockFolder(folder);
    release();
  });
});
