// Benchmark for the search writer's statement (server/features/recommendations/search-writer.ts,
// decision 0013): Node's own work per saved search, from the statement to the driver, with a driver
// that answers at once, so that neither the database nor the machine's other load blurs it.
//   npx tsx scripts/bench/search-write.ts
// Three cases take turns in 3 s rounds (decision 0016), in batches of one and of eight searches:
// - hand-written: the statement as a string with numbered parameters, sent straight to the driver
//   (what the writer did before it used drizzle's sql template): the baseline;
// - the writer: searchBatchStatement through db.execute, as the writer runs it;
// - insert builder: drizzle's insert().values().onConflictDoUpdate(), which decision 0013 refused.
import { getTableName, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { searchBatchStatement } from '../../server/features/recommendations/search-writer';
import { searchInputFor } from '../../shared/domain/recommend/test-localities';

const ROUNDS = 5;
const ROUND_MS = 3000;
const { userRecommendations } = schema;

const driver = { query: async (_text: string, _params: unknown[]) => ({ rows: [], rowCount: 0 }) };
const db = drizzle({ client: driver as unknown as pg.Pool, schema }) as unknown as Database;

type Search = [string, { input: ReturnType<typeof searchInputFor>; hashes: { input: string; preferences: string } }];

const names = [
  userRecommendations.userId,
  userRecommendations.input,
  userRecommendations.inputHash,
  userRecommendations.preferencesHash,
  userRecommendations.createdAt,
].map((column) => `"${column.name}"`);
const insertInto = `insert into "${getTableName(userRecommendations)}" (${names.join(', ')}) values `;
const upsert = ` on conflict (${names[0]}) do update set ${names
  .slice(1)
  .map((c) => `${c} = excluded.${c}`)
  .join(', ')}`;

const CASES: Record<string, (batch: Search[]) => Promise<unknown>> = {
  'hand-written': (batch) => {
    const params: unknown[] = [];
    const rows = batch.map(([userId, { input, hashes }]) => {
      const n = params.push(userId, JSON.stringify(input), hashes.input, hashes.preferences);
      return `($${n - 3}, $${n - 2}, $${n - 1}, $${n}, clock_timestamp())`;
    });
    return driver.query(insertInto + rows.join(', ') + upsert, params);
  },
  'the writer': (batch) => db.execute(searchBatchStatement(batch)),
  'insert builder': (batch) =>
    db
      .insert(userRecommendations)
      .values(
        batch.map(([userId, { input, hashes }]) => ({
          userId,
          input,
          inputHash: hashes.input,
          preferencesHash: hashes.preferences,
          createdAt: sql`clock_timestamp()`,
        })),
      )
      .onConflictDoUpdate({
        target: userRecommendations.userId,
        set: {
          input: sql`excluded.input`,
          inputHash: sql`excluded.input_hash`,
          preferencesHash: sql`excluded.preferences_hash`,
          createdAt: sql`excluded.created_at`,
        },
      }),
};

const batchOf = (size: number): Search[] =>
  Array.from({ length: size }, (_, i) => [
    `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    { input: searchInputFor(`Work ${i}`), hashes: { input: `i${i}`, preferences: `p${i}` } },
  ]);

/** Microseconds of Node's CPU per search, over one round of `batch` written again and again. */
async function round(run: (batch: Search[]) => Promise<unknown>, batch: Search[]): Promise<number> {
  let statements = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  while (performance.now() - start < ROUND_MS) {
    for (let i = 0; i < 50; i++) await run(batch);
    statements += 50;
  }
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / (statements * batch.length);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const size of [1, 8]) {
  const batch = batchOf(size);
  const figures = Object.fromEntries(Object.keys(CASES).map((name) => [name, [] as number[]]));
  for (const run of Object.values(CASES)) for (let i = 0; i < 2000; i++) await run(batch); // warm-up
  for (let r = 0; r < ROUNDS; r++) {
    for (const [name, run] of Object.entries(CASES)) figures[name]!.push(await round(run, batch));
  }
  const baseline = median(figures['hand-written']!);
  console.log(`\nBatches of ${size}: µs of Node's CPU per search, median of ${ROUNDS} rounds (each round):`);
  for (const [name, xs] of Object.entries(figures)) {
    const each = xs.map((x) => x.toFixed(1)).join(' ');
    console.log(
      `  ${name.padEnd(15)} ${median(xs).toFixed(1).padStart(6)}  ×${(median(xs) / baseline).toFixed(1)}  (${each})`,
    );
  }
}
