import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectPostgres, type DatabaseHandle } from '../db/client';
import { databaseUrlFor, dropDatabase, runAdmin, type TestPostgres } from './test-postgres';

/**
 * A fresh database per test file (STYLE.md): a copy of the migrated template on the run's
 * PostgreSQL (server/test/test-postgres.ts), dropped when closed. `port`: reach the server through
 * another port (a forwarder a test can cut).
 */
export async function openTestDatabase(
  options: { port?: number; postgres?: TestPostgres } = {},
): Promise<DatabaseHandle> {
  const { serverUrl, template, fileCopy } = options.postgres ?? inject('testPostgres');
  const name = `basera_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}${fileCopy ? ' STRATEGY FILE_COPY' : ''}`);
  const handle = await connectPostgres(databaseUrlFor(serverUrl, name, options.port), { migrated: true });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
