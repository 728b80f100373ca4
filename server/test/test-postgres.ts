import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connectPostgres } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { freePorts } from './free-ports';

/** Where the tests' databases come from: a PostgreSQL server and a migrated database to copy. */
export interface TestPostgres {
  /** A connection string to the server's `postgres` database (for CREATE/DROP DATABASE). */
  serverUrl: string;
  /** The migrated database every test file's own database is created from. */
  template: string;
  /**
   * Copy the template's files rather than its pages through the WAL: 18 against 92 ms a database
   * on the tests' own cluster, whose checkpoints cost nothing without fsync; on a server with fsync
   * (DATABASE_URL) the WAL's way is the faster, 41 ms.
   */
  fileCopy: boolean;
}

/**
 * The integration tests' PostgreSQL (decision 0032): the server at DATABASE_URL when it is set,
 * else the embedded PostgreSQL the product runs, started for this test run in a temp folder. Its
 * cluster is thrown away afterwards, so it runs without fsync (durability the tests do not need),
 * and it listens on a TCP port as well, which a test can put a forwarder in front of to cut.
 * Migrations are applied once, to a template; each test file copies it (18 ms, against 46 ms to
 * migrate a new database).
 */
export async function startTestPostgres(
  databaseUrl = process.env.DATABASE_URL,
): Promise<TestPostgres & { stop(): Promise<void> }> {
  if (databaseUrl) {
    const template = `basera_template_${randomBytes(5).toString('hex')}`;
    await createTemplate(databaseUrl, template);
    return { serverUrl: databaseUrl, template, fileCopy: false, stop: () => dropDatabase(databaseUrl, template) };
  }
  const folder = mkdtempSync(join(tmpdir(), 'basera-test-pg-'));
  const [port] = (await freePorts(1)) as [number];
  const embedded = await startEmbeddedPostgres({
    folder: join(folder, 'cluster'),
    tcpPort: port,
    settings: ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=300'],
  });
  const template = 'basera_template';
  await createTemplate(embedded.url, template);
  return {
    serverUrl: embedded.url,
    template,
    fileCopy: true,
    async stop() {
      await embedded.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** `url` with its database replaced by `database` (a ?host= query, a Unix socket, stays). */
export function databaseUrlFor(serverUrl: string, database: string, port?: number): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  if (port) url.port = String(port);
  return url.toString();
}

async function createTemplate(serverUrl: string, template: string): Promise<void> {
  await runAdmin(serverUrl, `CREATE DATABASE ${template}`);
  const migrated = await connectPostgres(databaseUrlFor(serverUrl, template), { dbPoolSize: 1 });
  // A template must have no connections while it is copied.
  await migrated.close();
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await runAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
