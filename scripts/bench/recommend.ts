// Benchmark for the recommendation engine (issue: curated data and recommendations).
//   npx tsx scripts/bench/recommend.ts   (on the embedded PostgreSQL, as `npm start` runs it;
//   DATABASE_URL=… for a PostgreSQL server)
// 1. In-process latency of one recommendation over the whole dataset (work address geocoded,
//    every locality scored): p50/p95/p99 over varied requests.
// 2. HTTP throughput under concurrent load (autocannon, 10 connections, the cases taking turns
//    in 3 s rounds, medians reported) of POST
//    /api/housing/recommend-housing against the trivial tRPC procedure system.health, measured in
//    the same run on the same server, and their ratio. The requests come from 50 signed-in users in
//    turn. Twice: each user repeating one search (nothing changes, nothing is written) and a new
//    search every time (a user's preferences and search input are written each time).
import autocannon from 'autocannon';
import { loadDataset } from '../../server/data/load-dataset';
import { createGazetteerGeocoder } from '../../server/features/geocoding/gazetteer-geocoder';
import { resolveWorkLocation } from '../../server/features/recommendations/resolve-work-location';
import type { Preferences } from '../../shared/contracts/preferences';
import { recommendNeighbourhoods } from '../../shared/domain/recommend/recommend-neighbourhoods';
import { spawnBenchServer } from './spawn-bench-server';

const WORK = [
  'Manyata Tech Park, Bengaluru',
  'Hinjewadi Phase 1, Pune',
  'Bandra Kurla Complex, Mumbai',
  'DLF Cyber City, Gurugram',
  'HITEC City, Hyderabad',
  'Salt Lake Sector V, Kolkata',
  'Tidel Park, Chennai',
  'Connaught Place, New Delhi',
];
const CATEGORIES = ['budget', 'moderate', 'comfort', 'premium', 'luxury'] as const;
// Every kind of home, and one search in seven assuming it from the budget.
const HOME_KINDS = ['pg', 'shared', '1rk', '1bhk', '2bhk', '3bhk', undefined] as const;

function requestFor(i: number): Preferences {
  return {
    userCategory: CATEGORIES[i % CATEGORIES.length]!,
    ...(HOME_KINDS[i % HOME_KINDS.length] && { homeKind: HOME_KINDS[i % HOME_KINDS.length] }),
    commute: {
      workAddress: WORK[i % WORK.length]!,
      travelMode: i % 2 ? 'transit' : 'driving',
      coordinates: null,
      travelModes: {
        walking: { enabled: i % 3 === 0, distance: 5 },
        bicycling: { enabled: i % 4 === 0, distance: 10 },
        transit: { enabled: true, distance: 20 },
        driving: { enabled: true, distance: 30 },
      },
    },
    lifestylePreferences: ['nightlife', 'casualDining', 'greenSpaces', 'quiet', 'shopping'].slice(
      0,
      3 + (i % 3),
    ) as Preferences['lifestylePreferences'],
    customLifestyles: i % 2 ? [{ name: 'Yoga studios', value: true }] : [],
    prioritizedMustHaves: [
      { name: 'publicTransport', priority: 1 },
      { name: 'gym', priority: 2 },
      { name: 'parks', priority: 3 },
    ],
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function inProcess() {
  const dataset = loadDataset();
  const geocoder = createGazetteerGeocoder(dataset);
  const run = async (i: number) => {
    const preferences = requestFor(i);
    const work = await resolveWorkLocation(geocoder, preferences.commute);
    return recommendNeighbourhoods({
      today: '2026-12-02',
      preferences,
      work,
      localities: dataset.localities,
      cities: dataset.citiesById,
      transitLines: dataset.transitLines,
    });
  };
  for (let i = 0; i < 200; i++) await run(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    localities: dataset.localities.length,
  };
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = 3;

async function load(url: string, options: Partial<autocannon.Options>) {
  const result = await autocannon({ url, connections: 10, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const engine = await inProcess();
console.log(`\nIn-process, one recommendation over ${engine.localities} localities (2000 varied requests):`);
console.log(
  `  p50 ${engine.p50.toFixed(2)} ms   p95 ${engine.p95.toFixed(2)} ms   p99 ${engine.p99.toFixed(2)} ms   (target p95 < 10 ms)`,
);

// BENCH_PROFILE=<dir> writes a CPU profile of the server there.
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const { base, cookies, stop } = await spawnBenchServer(profile);
try {
  // Each request comes from the next of the users in turn; `n` counts on across rounds, so a "new"
  // search is never one an earlier round already sent.
  let n = 0;
  const asUsers = (body: (n: number) => unknown) => ({
    method: 'POST' as const,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          n++;
          const headers = { 'content-type': 'application/json', cookie: cookies[n % cookies.length]! };
          return { ...request, headers, body: JSON.stringify(body(n)) };
        },
      },
    ],
  });
  const cases = {
    trivial: () => load(`${base}/trpc/system.health`, { duration: SECONDS }),
    repeated: () =>
      load(`${base}/api/housing/recommend-housing`, {
        duration: SECONDS,
        ...asUsers(() => ({ preferences: requestFor(1) })),
      }),
    varied: () =>
      load(`${base}/api/housing/recommend-housing`, {
        duration: SECONDS,
        ...asUsers((i) => {
          const preferences = requestFor(i);
          preferences.commute.travelModes.driving.distance = 20 + (i % 30); // a new input every time
          preferences.customLifestyles = [{ name: `Request ${i}`, value: true }];
          return { preferences };
        }),
      }),
  };
  // The three cases take turns, round after round, and each figure is the median of its rounds: this
  // machine's speed drifts by a third over a minute, and a drift must not land on one case alone.
  const runs: Record<keyof typeof cases, Awaited<ReturnType<typeof load>>[]> = {
    trivial: [],
    repeated: [],
    varied: [],
  };
  for (const run of Object.values(cases)) await run(); // warm-up: a fresh server's first seconds are slower
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of Object.keys(cases) as (keyof typeof cases)[]) runs[name].push(await cases[name]());
  }
  const median = (name: keyof typeof cases) => {
    const sorted = [...runs[name]].sort((a, b) => a.rps - b.rps);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  const ratios = (name: keyof typeof cases) =>
    runs[name].map((r, i) => (r.rps / runs.trivial[i]!.rps).toFixed(2)).join(' ');
  const [trivial, repeated, varied] = [median('trivial'), median('repeated'), median('varied')];
  const line = (name: string, r: typeof trivial) =>
    `  ${name.padEnd(34)} ${r.rps.toFixed(0).padStart(5)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}`;
  console.log(
    `\nHTTP, 10 connections, ${ROUNDS} rounds of ${SECONDS} s per case, medians, same server (${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'the embedded PostgreSQL'}):`,
  );
  console.log(line('trivial: tRPC system.health', trivial));
  console.log(line('recommend, same request repeated', repeated));
  console.log(line('recommend, new request each time', varied));
  console.log(
    `  ratio repeated / trivial: ${(repeated.rps / trivial.rps).toFixed(2)}   ratio new / trivial: ${(varied.rps / trivial.rps).toFixed(2)}   (target ≥ 0.50)`,
  );
  console.log(`  per round, repeated / trivial: ${ratios('repeated')}   new / trivial: ${ratios('varied')}`);
} finally {
  stop();
}
