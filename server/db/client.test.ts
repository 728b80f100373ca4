import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('the database handle', () => {
  it('has every migration applied', async () => {
    const tables = await database.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.rows.map((t) => t.name)).toEqual(
      expect.arrayContaining(['users', 'user_preferences', 'user_recommendations', 'business_enquiries']),
    );
  });

  // PostgreSQL only: PGlite runs in this process and has no connections to lose.
  it.skipIf(!process.env.DATABASE_URL)(
    'survives the server closing its idle connections, and opens new ones',
    async () => {
      await database.db.execute(sql`select 1`); // at least one idle connection in the pool
      const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const killed = await admin.query(
        'select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [rows[0]!.name],
      );
      await admin.end();
      expect(Number(killed.rows[0].n)).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the pool hears of it
      const after = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(after.rows[0]!.one).toBe(1);
    },
  );
});
