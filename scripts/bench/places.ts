// Benchmark for Discover Places (docs/ARCHITECTURE.md): places for one neighbourhood, in-process, over the whole
// curated set, against a trivial function in the same run. Prints the curated count per city.
//   npx tsx scripts/bench/places.ts
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../server/config';
import { loadDataset } from '../../server/data/load-dataset';
import { createGazetteerGeocoder } from '../../server/features/geocoding';
import { createPlacesProviders, searchPlaces } from '../../server/features/places';
import { createLogger } from '../../server/logger';
import { PLACE_TYPE_OPTIONS, RADIUS_OPTIONS_KM } from '../../shared/constants/places';

const dataset = loadDataset();
// The curated places: the figures measure our own filtering and ranking, not a network.
const config = loadConfig({
  NODE_ENV: 'test',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  PLACES_PROVIDER: 'curated',
});
const geocoder = createGazetteerGeocoder(dataset);
const services = {
  config,
  dataset,
  geocoder,
  logger: createLogger('silent'),
  places: createPlacesProviders(config, { dataset, llm: null, geocoder, db: null, logger: createLogger('silent') }),
};
const profile = { lifestylePreferences: ['nightlife', 'greenSpaces', 'casualDining'] as const };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};
const fmt = (n: number) => `${n.toFixed(3)} ms`;

// Every locality with every type and radius: 324 × 7 × 5 searches, each first one not cached.
const requests = dataset.localities.flatMap((l, i) =>
  PLACE_TYPE_OPTIONS.flatMap((type) =>
    RADIUS_OPTIONS_KM.map((radius) => ({ neighborhoodId: l.id, type, radius, priceLevel: i % 5 })),
  ),
);

// The baseline: a trivial function doing what a health check does (build and serialise a reply).
const trivial = () => JSON.stringify({ status: 'ok', time: new Date().toISOString() });

async function time(run: (i: number) => unknown): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < requests.length; i++) {
    const start = performance.now();
    await run(i);
    ms.push(performance.now() - start);
  }
  return ms;
}

for (let i = 0; i < 200; i++) await searchPlaces(services, requests[i]!, profile); // warm-up (JIT)
const trivialMs = await time(() => trivial());
const coldMs = await time((i) => searchPlaces(services, requests[i]!, { ...profile }));
const warmMs = await time((i) => searchPlaces(services, requests[i]!, profile));

const base = summary(trivialMs);
console.log(`\nPlaces for one neighbourhood, in-process (${requests.length} searches each):`);
for (const [label, ms] of [
  ['trivial function', trivialMs],
  ['search (provider reply not cached)', coldMs],
  ['search (provider reply cached)', warmMs],
] as const) {
  const s = summary(ms);
  console.log(
    `  ${label.padEnd(36)} p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  p99 ${fmt(s.p99)}  (p95 ${(s.p95 / base.p95).toFixed(0)}× the trivial function)`,
  );
}
console.log(`  target: p95 under 5 ms → ${summary(coldMs).p95 < 5 ? 'met' : 'NOT met'}`);

const perCity = new Map<string, number>();
for (const p of dataset.places) perCity.set(p.city, (perCity.get(p.city) ?? 0) + 1);
console.log(`\nCurated places per city (${dataset.places.length} in all):`);
console.log(
  [...perCity]
    .sort((a, b) => b[1] - a[1])
    .map(([city, n]) => `  ${(dataset.citiesById.get(city)?.name ?? city).padEnd(12)} ${n}`)
    .join('\n'),
);
