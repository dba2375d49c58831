import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase, pgliteDatabase } from '#server/store/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL database of this run, when TEST_DATABASE_URL names a server; else ''. */
    databaseUrl: string;
    /** TEST_DATABASE_URL itself, to create more databases on that server; else ''. */
    databaseServerUrl: string;
    /** A migrated PGlite database's data folder, as a tar file: what test files open copies of. */
    pgliteSnapshot: string;
  }
}

/**
 * With TEST_DATABASE_URL (a PostgreSQL server, as `.ci/run` gives), the server's tests run on
 * a database of their own, created here and dropped after; without it, on in-memory PGlite
 * databases, each a copy of one migrated here.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  project.provide('databaseServerUrl', serverUrl ?? '');
  // One after the other: PGlite's set-up (WebAssembly) holds this process for seconds at a time,
  // and a PostgreSQL connection opened beside it missed the server's 2 s connect timeout on a busy
  // machine. On PostgreSQL too: a test of a database that went away closes an embedded one.
  const database = serverUrl ? await migratedRunDatabase(serverUrl) : undefined;
  const snapshot = await migratedPgliteSnapshot();
  project.provide('pgliteSnapshot', snapshot.file);
  project.provide('databaseUrl', database?.url ?? '');
  return async () => {
    await Promise.all([snapshot.remove(), database?.drop()]);
  };
}

/**
 * Creates and migrates a PGlite database once for the run, and dumps its data folder: a test
 * file then opens a copy (test-database.ts) in about a second, where creating one takes several
 * (initdb) and on a busy machine several times that.
 */
async function migratedPgliteSnapshot() {
  const client = await PGlite.create();
  try {
    await pgliteDatabase(client);
    const tar = await client.dumpDataDir('none');
    const folder = await mkdtemp(join(tmpdir(), 'voltbay-pglite-'));
    const file = join(folder, 'migrated.tar');
    await writeFile(file, new Uint8Array(await tar.arrayBuffer()));
    return { file, remove: () => rm(folder, { recursive: true, force: true }) };
  } finally {
    await client.close();
  }
}

async function migratedRunDatabase(serverUrl: string) {
  const created = await createDatabase(
    serverUrl,
    `voltbay_test_${process.pid}_${Date.now().toString(36)}`,
  );
  // Migrated once here: the workers then find the tables in place.
  await (await openDatabase({ kind: 'postgres', url: created.url })).close();
  return created;
}

async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database on the server at `serverUrl`: its URL, and how to drop it. */
export async function createDatabase(serverUrl: string, name: string) {
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
