import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client';

/**
 * A fresh database per test file (STYLE.md): in-memory PGlite, or, when DATABASE_URL is set, a new
 * PostgreSQL database created on that server and dropped afterwards.
 */
export async function openTestDatabase(options: { port?: number } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: ':memory:' });
  const name = `basera_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // `port`: reach the server through another port (a forwarder a test can cut).
  if (options.port) url.port = String(options.port);
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
