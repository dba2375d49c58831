import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '#server/store/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL database of this run, when TEST_DATABASE_URL names a server; else ''. */
    databaseUrl: string;
    /** TEST_DATABASE_URL itself, to create more databases on that server; else ''. */
    databaseServerUrl: string;
  }
}

/**
 * With TEST_DATABASE_URL (a PostgreSQL server, as `.ci/run` gives), the server's tests run on
 * a database of their own, created here and dropped after; without it, on an in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  project.provide('databaseServerUrl', serverUrl ?? '');
  if (!serverUrl) {
    project.provide('databaseUrl', '');
    return;
  }
  const { url, drop } = await createDatabase(
    serverUrl,
    `voltbay_test_${process.pid}_${Date.now().toString(36)}`,
  );
  // Migrated once here: the workers then find the tables in place.
  await (await openDatabase({ kind: 'postgres', url })).close();
  project.provide('databaseUrl', url);
  return drop;
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
