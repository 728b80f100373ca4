import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { projectPath } from '../paths';
import { startEmbeddedPostgres } from './embedded-postgres';
import * as schema from './schema';

/** Drizzle over node-postgres; statements name the schema's tables and columns, never strings. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * What a store function runs its statements on: the database, or a transaction of it (both are
 * PgDatabases), so that several stores can write in one transaction.
 */
export type Executor = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** PostgreSQL at DATABASE_URL, or the embedded PostgreSQL under DATA_DIR (decision 0030). */
  engine: 'postgres' | 'embedded-postgres';
  close(): Promise<void>;
}

const MIGRATIONS = { migrationsFolder: projectPath('server', 'db', 'migrations') };

/**
 * Opens the database and applies the committed migrations: PostgreSQL when `databaseUrl` is set,
 * else the embedded PostgreSQL in `dataDir` (decision 0030). One engine everywhere: the tests run on
 * the same (decision 0032).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** Connections to PostgreSQL (default 10). */
  dbPoolSize?: number;
  dataDir: string;
  /** Told of a connection the server dropped while it sat idle in the pool. */
  onIdleError?: (error: Error) => void;
  /** Told what the embedded database says (its warnings), and of data an earlier version left. */
  onNotice?: (message: string) => void;
  /** A script beside a running server: use the server's embedded PostgreSQL while it runs. */
  joinRunningServer?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options);
  const folder = resolve(options.dataDir, 'postgres'); // absolute: its socket is named by its path
  const earlierPglite = join(options.dataDir, 'db', 'PG_VERSION');
  if (!existsSync(join(folder, 'PG_VERSION')) && existsSync(earlierPglite)) {
    // Until decision 0032 the embedded database could be PGlite, in DATA_DIR/db. It is left as it
    // is; this server starts a new database beside it rather than pretend the data is gone.
    options.onNotice?.(
      `An earlier PGlite database is in ${join(options.dataDir, 'db')}; Basera no longer runs PGlite, so this server starts a new embedded PostgreSQL in ${folder}. The earlier folder is left untouched (docs/decisions/0032-one-database-engine.md says how to carry its data over).`,
    );
  }
  const embedded = await startEmbeddedPostgres({
    folder,
    onLog: (line) => options.onNotice?.(`PostgreSQL: ${line}`),
    joinRunning: options.joinRunningServer,
  });
  try {
    const handle = await connectPostgres(embedded.url, options);
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
}

/**
 * A pool on the PostgreSQL database at `url`, migrated unless told it already is (the tests' copies
 * of a migrated template).
 */
export async function connectPostgres(
  url: string,
  options: { dbPoolSize?: number; onIdleError?: (error: Error) => void; migrated?: boolean } = {},
): Promise<DatabaseHandle> {
  // A database that cannot be reached fails the request within 3 s (a 503) instead of holding it.
  const pool = new pg.Pool({ connectionString: url, max: options.dbPoolSize ?? 10, connectionTimeoutMillis: 3000 });
  // Without a listener, an idle connection that PostgreSQL closes (a restart, an administrator's
  // pg_terminate_backend) is an 'error' event nobody handles, and that ends the process. The pool
  // drops such a connection by itself and opens a new one when needed.
  pool.on('error', options.onIdleError ?? (() => {}));
  const db = drizzle({ client: pool, schema });
  if (!options.migrated) {
    try {
      await migrate(db, MIGRATIONS);
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  return { db, engine: 'postgres', close: () => pool.end() };
}
