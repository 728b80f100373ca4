import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectPath } from '../paths';
import { ensureDataDir, PGLITE_OPTIONS } from './pglite-data-dir';
import * as schema from './schema';

/**
 * Drizzle over either driver. `$client` is the driver itself (pg's Pool or PGlite), which both take
 * one parametrised statement the same way: for the hottest write, whose drizzle-built form cost as
 * much as running it (search-writer.ts).
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema> & {
  $client: { query(text: string, params?: unknown[]): Promise<unknown> };
};

/**
 * What a store function runs its statements on: the database, or a transaction of it (both drivers'
 * transactions are PgDatabases), so that several stores can write in one transaction.
 */
export type Executor = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = { migrationsFolder: projectPath('server', 'db', 'migrations') };

/**
 * Opens the database and applies the committed migrations. PostgreSQL when `databaseUrl` is set,
 * else embedded PGlite: in `dataDir`, or in memory when `dataDir` is `:memory:` (tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** Connections to PostgreSQL (default 10). */
  dbPoolSize?: number;
  dataDir: string;
  /** Told of a connection the server dropped while it sat idle in the pool. */
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A database that cannot be reached fails the request within 3 s (a 503) instead of holding it.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.dbPoolSize ?? 10,
      connectionTimeoutMillis: 3000,
    });
    // Without a listener, an idle connection that PostgreSQL closes (a restart, an administrator's
    // pg_terminate_backend) is an 'error' event nobody handles, and that ends the process. The pool
    // drops such a connection by itself and opens a new one when needed.
    pool.on('error', options.onIdleError ?? (() => {}));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, MIGRATIONS);
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  let path: string | undefined;
  if (options.dataDir !== ':memory:') {
    path = join(options.dataDir, 'db');
    mkdirSync(path, { recursive: true });
  }
  if (path) await ensureDataDir(path);
  const client = new PGlite(path, PGLITE_OPTIONS);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, MIGRATIONS);
  return { db, engine: 'pglite', close: () => client.close() };
}
