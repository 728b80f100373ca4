// Benchmark for the transit router (docs/recommendation-formula.md §14).   npm run bench:transit
// Prints, for one arrive-by run from a workplace ("at my desk by 09:30") that gives every locality
// of the network its minutes: p50/p95 over varied workplaces and deadlines, on
//  - the Delhi Metro reference feed (NCR's 101 localities; read from ../shared, a check run here,
//    never shipped), and
//  - Ahmedabad AMTS buses + Janmarg BRTS (6,663 stops, 575,576 stop times; Ahmedabad's localities),
// the heap each loaded network holds, the time to read and index each feed, and the ratio of a run
// to today's recommendation (recommendNeighbourhoods over the whole dataset) measured in this run.
import { join } from 'node:path';
import { loadDataset } from '../../server/data/load-dataset';
import { createGazetteerGeocoder } from '../../server/features/geocoding/gazetteer-geocoder';
import { resolveWorkLocation } from '../../server/features/recommendations/resolve-work-location';
import { parseFeed } from '../../server/features/transit/gtfs/parse-feed';
import { readFeedFiles } from '../../server/features/transit/gtfs/read-feed-files';
import { TRANSIT_DATA } from '../../server/features/transit/test/reference-feeds';
import type { Preferences } from '../../shared/contracts/preferences';
import { recommendNeighbourhoods } from '../../shared/domain/recommend/recommend-neighbourhoods';
import { buildNetwork } from '../../shared/domain/transit/build-network';
import type { TransitNetwork } from '../../shared/domain/transit/network';
import { reachFrom } from '../../shared/domain/transit/reach';
import { serviceDay } from '../../shared/domain/transit/service-day';

const RUNS = 400;
const NCR = ['new-delhi', 'noida', 'gurugram', 'ghaziabad', 'faridabad'];
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const heapMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1e6;
};

async function load(label: string, folder: string, file: string, extraStops?: string) {
  const before = heapMb();
  const t0 = performance.now();
  const files = await readFeedFiles(join(TRANSIT_DATA, folder, file));
  if (extraStops)
    files.set('stops.txt', (await import('node:fs')).readFileSync(join(TRANSIT_DATA, folder, extraStops)));
  const feed = parseFeed(files, { id: folder });
  const t1 = performance.now();
  const net = buildNetwork([feed]);
  const t2 = performance.now();
  files.clear();
  const arrays = Object.values(net)
    .filter((v): v is Int32Array | Float64Array => ArrayBuffer.isView(v))
    .reduce((sum, a) => sum + a.byteLength, 0);
  console.log(
    `${label}: read and validated in ${(t1 - t0).toFixed(0)} ms, indexed in ${(t2 - t1).toFixed(0)} ms; ` +
      `${net.stopCount} stops, ${net.routeCount} RAPTOR routes, ${net.timeStart.length} trips; ` +
      `network typed arrays ${(arrays / 1e6).toFixed(1)} MB`,
  );
  return { net, before };
}

function reverseRuns(label: string, net: TransitNetwork, targets: { lat: number; lng: number }[], date: number) {
  const day = serviceDay(net, date);
  const run = (i: number) => {
    const work = targets[(i * 7) % targets.length]!;
    return reachFrom(net, { to: work, day, by: 9 * 3600 + ((i * 5) % 60) * 60, targets });
  };
  for (let i = 0; i < 50; i++) run(i);
  const times: number[] = [];
  let reached = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const r = run(i);
    times.push(performance.now() - t0);
    reached += r.targets.filter((t) => !t.walkOnly).length;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `${label}: one reverse run for ${targets.length} localities: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms ` +
      `(${(reached / RUNS).toFixed(0)} localities reached by transit on average)`,
  );
  return p95;
}

function recommendationP95(): number {
  const dataset = loadDataset();
  const geocoder = createGazetteerGeocoder(dataset);
  const preferences: Preferences = {
    userCategory: 'moderate',
    commute: {
      workAddress: 'DLF Cyber City, Gurugram',
      travelMode: 'transit',
      coordinates: null,
      travelModes: {
        walking: { enabled: false, distance: 5 },
        bicycling: { enabled: false, distance: 10 },
        transit: { enabled: true, distance: 20 },
        driving: { enabled: true, distance: 30 },
      },
    },
    lifestylePreferences: ['nightlife', 'greenSpaces', 'quiet'],
    customLifestyles: [],
    prioritizedMustHaves: [{ name: 'publicTransport', priority: 1 }],
  };
  return resolveWorkLocation(geocoder, preferences.commute).then((work) => {
    const run = () =>
      recommendNeighbourhoods({
        today: '2026-12-02',
        preferences,
        work,
        localities: dataset.localities,
        cities: dataset.citiesById,
        transitLines: dataset.transitLines,
      });
    for (let i = 0; i < 100; i++) run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(`today's recommendation (one request, every locality): p95 ${p95.toFixed(2)} ms`);
    return p95;
  }) as unknown as number;
}

const dataset = loadDataset();
const localitiesOf = (cities: string[]) =>
  dataset.localities.filter((l) => cities.includes(l.city)).map((l) => ({ lat: l.lat, lng: l.lng }));
const delhi = await load('Delhi Metro (reference, 2023)', 'delhi-dmrc-metro', 'gtfs-without-stops.zip', 'stops.txt');
console.log(`heap held by the loaded Delhi network (feed rows dropped): ${(heapMb() - delhi.before).toFixed(1)} MB`);
const ahmedabad = await load('Ahmedabad AMTS + Janmarg', 'ahmedabad-amts-janmarg', 'gtfs.zip');
console.log(
  `heap held by the loaded Ahmedabad network (feed rows dropped): ${(heapMb() - ahmedabad.before).toFixed(1)} MB`,
);
const recommendation = await recommendationP95();
// A Tuesday: Delhi's calendar ended in 2025, so its weekly pattern; Ahmedabad's runs to Feb 2027.
const metro = reverseRuns('NCR, Delhi Metro', delhi.net, localitiesOf(NCR), 20270112);
const bus = reverseRuns('Ahmedabad, buses and BRTS', ahmedabad.net, localitiesOf(['ahmedabad']), 20270112);
console.log(
  `ratio to today's recommendation (p95 / p95): metro ${(metro / recommendation).toFixed(2)}×, bus ${(bus / recommendation).toFixed(2)}×`,
);
console.log(
  `targets: metro < 30 ms p95 (${metro < 30 ? 'met' : 'missed'}), bus < 150 ms p95 (${bus < 150 ? 'met' : 'missed'})`,
);
console.log(`heap in use with both networks loaded (and the dataset): ${heapMb().toFixed(0)} MB`);
