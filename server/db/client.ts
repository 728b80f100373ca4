import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectPath } from '../paths';
import { EmbeddedPostgresUnavailable, startEmbeddedPostgres } from './embedded-postgres';
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
  /** PostgreSQL at DATABASE_URL, the embedded PostgreSQL under DATA_DIR, or PGlite. */
  engine: 'postgres' | 'embedded-postgres' | 'pglite';
  close(): Promise<void>;
}

export type EmbeddedEngine = 'postgres' | 'pglite';

const MIGRATIONS = { migrationsFolder: projectPath('server', 'db', 'migrations') };

/**
 * Opens the database and applies the committed migrations: PostgreSQL when `databaseUrl` is set;
 * else the embedded database in `dataDir`, a PostgreSQL of its own (decision 0030) or PGlite; PGlite
 * in memory when `dataDir` is `:memory:` (tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** Connections to PostgreSQL (default 10). */
  dbPoolSize?: number;
  dataDir: string;
  /** Without `databaseUrl`: the embedded PostgreSQL (the default) or PGlite. */
  embeddedDatabase?: EmbeddedEngine;
  /** Told of a connection the server dropped while it sat idle in the pool. */
  onIdleError?: (error: Error) => void;
  /** Told what the embedded database says (its warnings) and why it fell back to PGlite. */
  onNotice?: (message: string) => void;
  /** A script beside a running server: use the server's embedded PostgreSQL while it runs. */
  joinRunningServer?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  if (options.dataDir === ':memory:') return openPglite(undefined);
  if ((options.embeddedDatabase ?? 'postgres') === 'postgres') {
    const folder = resolve(options.dataDir, 'postgres'); // absolute: its socket is named by its path
    const firstTime = !existsSync(join(folder, 'PG_VERSION'));
    try {
      const embedded = await startEmbeddedPostgres({
        folder,
        onLog: (line) => options.onNotice?.(`PostgreSQL: ${line}`),
        joinRunning: options.joinRunningServer,
      });
      try {
        const handle = await openPostgres(embedded.url, options);
        if (firstTime && existsSync(join(options.dataDir, 'db', 'PG_VERSION'))) {
          options.onNotice?.(
            `An earlier PGlite database is in ${join(options.dataDir, 'db')}; this server uses the embedded PostgreSQL in ${folder}. To go on with the earlier one, set EMBEDDED_DATABASE=pglite.`,
          );
        }
        return {
          ...handle,
          engine: 'embedded-postgres',
          close: async () => {
            await handle.close();
            await embedded.stop();
          },
        };
      } catch (error) {
        await embedded.stop();
        throw error;
      }
    } catch (error) {
      // A machine that cannot run it (no binaries for its platform, a folder its user cannot
      // reach) gets PGlite instead, but only before the embedded PostgreSQL has ever started here:
      // after that, its data is the person's, and quietly starting on another database would look
      // like losing it.
      if (!firstTime) throw error;
      rmSync(folder, { recursive: true, force: true }); // made by this start, and never used
      const reason = error instanceof EmbeddedPostgresUnavailable ? error.message : String(error);
      options.onNotice?.(`The embedded PostgreSQL cannot run here (${reason}): using PGlite instead.`);
    }
  }
  const path = join(options.dataDir, 'db');
  mkdirSync(path, { recursive: true });
  await ensureDataDir(path);
  return openPglite(path);
}

async function openPostgres(
  url: string,
  options: { dbPoolSize?: number; onIdleError?: (error: Error) => void },
): Promise<DatabaseHandle> {
  // A database that cannot be reached fails the request within 3 s (a 503) instead of holding it.
  const pool = new pg.Pool({ connectionString: url, max: options.dbPoolSize ?? 10, connectionTimeoutMillis: 3000 });
  // Without a listener, an idle connection that PostgreSQL closes (a restart, an administrator's
  // pg_terminate_backend) is an 'error' event nobody handles, and that ends the process. The pool
  // drops such a connection by itself and opens a new one when needed.
  pool.on('error', options.onIdleError ?? (() => {}));
  const db = drizzlePg({ client: pool, schema });
  try {
    await migratePg(db, MIGRATIONS);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, engine: 'postgres', close: () => pool.end() };
}

async function openPglite(path: string | undefined): Promise<DatabaseHandle> {
  const client = new PGlite(path, PGLITE_OPTIONS);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, MIGRATIONS);
  return { db, engine: 'pglite', close: () => client.close() };
}
