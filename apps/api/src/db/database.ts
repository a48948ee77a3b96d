/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite (PostgreSQL in WASM) in a data
 * folder, or in memory when no folder is given (tests). Both go through Drizzle's pg-core, so the
 * rest of the app sees one `Database` type and one SQL dialect.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockFolder } from './folder-lock.js';
import { schema } from './schema.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance (for dumps), null on PostgreSQL. */
  pglite: PGlite | null;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when set, PostgreSQL is used. */
  url?: string;
  /** PostgreSQL only: the schema to work in (created if missing); `public` when unset. */
  searchPath?: string;
  /** PGlite only: the folder holding the database; in memory when unset. */
  dataDir?: string;
  /** PGlite only: start from this data-folder dump (PGlite.dumpDataDir) instead of an empty cluster. */
  template?: Blob;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Connections per instance. node-postgres' default of 10 queued the 11th concurrent request (the
 * visitor ingest is measured at 16 at once); a few instances stay under PostgreSQL's default
 * max_connections of 100.
 */
const POOL_SIZE = 16;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.searchPath);
  return openPglite(options.dataDir, options.template);
}

async function openPostgres(url: string, searchPath?: string): Promise<DatabaseHandle> {
  if (searchPath !== undefined && !SCHEMA_NAME.test(searchPath)) {
    throw new Error(`Invalid schema name: ${searchPath}`);
  }
  if (searchPath) {
    // Create the schema on a throwaway connection: the pool's connections start inside it.
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists "${searchPath}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    // A database that does not answer fails the request (503) instead of holding it forever.
    connectionTimeoutMillis: 5_000,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle connection the server drops (a restart, a failover) must not take the process down:
  // the pool discards it and the next query connects again.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  return { db, kind: 'postgres', pglite: null, close: () => pool.end() };
}

async function openPglite(dataDir?: string, template?: Blob): Promise<DatabaseHandle> {
  let unlock = async () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockFolder(dataDir);
  }
  const client = await PGlite.create(dataDir, template ? { loadDataDir: template } : {}).catch(
    async (error: unknown) => {
      await unlock();
      throw error;
    },
  );
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

const dialect = new PgDialect();

/**
 * Runs `query` as a named prepared statement on PostgreSQL, so each pool connection parses and
 * plans it once rather than at every run (for the visitor ingest's statement, ~40% of
 * PostgreSQL's CPU per request); PGlite ignores the name. One name must always mean one SQL text:
 * values go in as parameters, never into the text.
 */
export function executePrepared(db: Database, name: string, query: SQL): Promise<unknown> {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}
