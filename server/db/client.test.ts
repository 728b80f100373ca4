import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';

/** Both drivers answer raw SQL with `{ rows }`; the shared Database type leaves it unknown. */
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

  // PostgreSQL only: PGlite runs in this process and has no connections to lose.
  it.skipIf(!process.env.DATABASE_URL)(
    'survives the server closing its idle connections, and opens new ones',
    async () => {
      // Leaves at least one idle connection in the pool.
      const [{ name }] = (await rows<{ name: string }>(sql`select current_database() as name`)) as [{ name: string }];
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const killed = await admin.query(
        'select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(Number(killed.rows[0].n)).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the pool hears of it
      expect(await rows<{ one: number }>(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    },
  );
});
