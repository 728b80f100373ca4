import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';

/** node-postgres answers raw SQL with `{ rows }`; the Database type leaves it unknown. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as { rows: T[] }).rows;
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('the database handle', () => {
  it('has every migration applied', async () => {
    const tables = await rows<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['users', 'user_preferences', 'user_recommendations', 'business_enquiries']),
    );
  });

  it('survives the server closing its idle connections, and opens new ones', async () => {
    // Leaves at least one idle connection in the pool.
    const [{ name }] = (await rows<{ name: string }>(sql`select current_database() as name`)) as [{ name: string }];
    const admin = new pg.Client({ connectionString: inject('testPostgres').serverUrl });
    await admin.connect();
    const killed = await admin.query(
      'select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(Number(killed.rows[0].n)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the pool hears of it
    expect(await rows<{ one: number }>(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });
});
