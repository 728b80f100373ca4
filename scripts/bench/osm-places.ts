// Benchmark for OpenStreetMap places (docs/decisions/0034): a places search answered from the
// answers kept in PostgreSQL (as a second instance, or this one after a restart, finds them) and
// from this process's memory, beside the same search over the curated places alone, interleaved in
// one run (decision 0016). Overpass is the local fixture server; its first answer is timed apart.
//   npx tsx scripts/bench/osm-places.ts            (embedded PostgreSQL in a temp folder)
//   DATABASE_URL=postgres://… npx tsx scripts/bench/osm-places.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../server/config';
import { loadDataset } from '../../server/data/load-dataset';
import { openDatabase } from '../../server/db/client';
import { overpassAnswers } from '../../server/db/schema';
import { createGazetteerGeocoder } from '../../server/features/geocoding';
import { createPlacesProviders, searchPlaces } from '../../server/features/places';
import { createLogger } from '../../server/logger';
import { startOverpassFixture } from '../../server/test/overpass-fixture-server';
import { PLACE_TYPE_OPTIONS, RADIUS_OPTIONS_KM } from '../../shared/constants/places';

const ROUNDS = 20;
const dataDir = mkdtempSync(join(tmpdir(), 'basera-bench-osm-'));
const overpass = await startOverpassFixture();
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
await database.db.delete(overpassAnswers);
const dataset = loadDataset();
const geocoder = createGazetteerGeocoder(dataset);
const logger = createLogger('silent');
const servicesFor = (provider: 'curated' | 'osm') => {
  const config = loadConfig({
    NODE_ENV: 'test',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    PLACES_PROVIDER: provider,
    OVERPASS_URL: overpass.url,
    OVERPASS_MIN_INTERVAL_MS: '0',
  });
  return {
    config,
    dataset,
    geocoder,
    logger,
    places: createPlacesProviders(config, { dataset, llm: null, geocoder, db: database.db, logger }),
  };
};
const profile = { lifestylePreferences: ['casualDining', 'convenient', 'healthy'] as const };
// Wakad with every type and radius (the fixture maps Wakad).
const requests = PLACE_TYPE_OPTIONS.flatMap((type) =>
  RADIUS_OPTIONS_KM.map((radius) => ({ neighborhoodId: 'pune-wakad', type, radius, priceLevel: 0 })),
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

try {
  // The first search of each radius asks Overpass (the fixture, on this machine) and stores the answer.
  const first = servicesFor('osm');
  const fetched: number[] = [];
  for (const radius of RADIUS_OPTIONS_KM) {
    fetched.push(await timed(() => searchPlaces(first, { ...requests[0]!, radius }, profile)));
  }
  const asked = overpass.calls.length;
  const curated = servicesFor('curated');
  const inMemory = first;
  const times = { curated: [] as number[], database: [] as number[], memory: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    // New providers for every search (made before the clock starts): nothing in this process's
    // memory, so every answer is read from PostgreSQL, as by another instance.
    const fresh = requests.map(() => servicesFor('osm'));
    for (const [i, request] of requests.entries()) {
      times.curated.push(await timed(() => searchPlaces(curated, request, profile)));
      times.database.push(await timed(() => searchPlaces(fresh[i]!, request, profile)));
      times.memory.push(await timed(() => searchPlaces(inMemory, request, profile)));
    }
  }
  if (overpass.calls.length !== asked) throw new Error('a cached search asked Overpass again');
  const base = summary(times.curated);
  const line = (label: string, ms: number[]) => {
    const s = summary(ms);
    console.log(
      `  ${label.padEnd(46)} p50 ${s.p50.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms  (p95 ${(s.p95 / base.p95).toFixed(1)}× curated)`,
    );
  };
  console.log(`\nPlaces around Wakad, ${requests.length} filter sets × ${ROUNDS} rounds, interleaved:`);
  line('curated places only (the baseline)', times.curated);
  line('OpenStreetMap + curated, answer from PostgreSQL', times.database);
  line('OpenStreetMap + curated, answer in memory', times.memory);
  console.log(
    `  first search per radius (the fixture answers, the answer is stored): ${fetched.map((ms) => ms.toFixed(1)).join(', ')} ms`,
  );
  console.log(`  Overpass asked ${asked} times in all (once per radius); no cached search asked it.`);
} finally {
  await overpass.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
