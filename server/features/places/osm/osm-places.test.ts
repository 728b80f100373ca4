import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { placesSearchResponse } from '../../../../shared/contracts/places';
import { basisOf } from '../../../../shared/domain/locality-basis';
import { loadDataset } from '../../../data/load-dataset';
import { localityWalkAccess, overpassAnswers } from '../../../db/schema';
import { createLogger } from '../../../logger';
import { startOverpassFixture } from '../../../test/overpass-fixture-server';
import { openTestDatabase } from '../../../test/test-database';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { LIVE_MAP_UNAVAILABLE } from '../find-places';
import { countWalkAccess, withCountedWalkAccess } from '../walk-access/count-walk-access';
import { createWalkAccessJob } from '../walk-access/walk-access-job';
import { createDatabaseAnswerCache } from './answer-cache';
import { createOsmPlacesProvider } from './osm-places-provider';
import { createOverpassClient } from './overpass-client';

// OpenStreetMap by default: used while Overpass answers (here, the local fixture server in
// Overpass's format), merged with the curated places, cached in the database for every instance;
// the curated places and one calm line while it does not; the localities' surroundings counted.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
async function overpass(...args: Parameters<typeof startOverpassFixture>) {
  const server = await startOverpassFixture(...args);
  cleanups.push(server.close);
  return server;
}
async function server(env: Record<string, string>, options?: Parameters<typeof startTestServer>[1]) {
  const app = await startTestServer(env, options);
  cleanups.push(app.close);
  await app.services.places.availability?.settled();
  return app;
}
async function searchWakad(app: TestServer, extra: Record<string, unknown> = {}) {
  const res = await app.request('/api/places/recommendations', { body: { neighborhoodId: 'pune-wakad', ...extra } });
  expect(res.status).toBe(200);
  return placesSearchResponse.parse(res.body);
}
async function storedAnswers(app: TestServer): Promise<number> {
  const [row] = await app.database.db.select({ stored: count() }).from(overpassAnswers);
  return row?.stored ?? 0;
}
const walkQueries = (queries: string[]) => queries.filter((q) => q.includes('out center tags 1000;'));

describe('with no PLACES_PROVIDER set', () => {
  it('serves OpenStreetMap places with the curated ones, credited, and keeps the answer in the database', async () => {
    const fixture = await overpass();
    const app = await server({ OVERPASS_URL: fixture.url });
    const body = await searchWakad(app);
    expect(body.provider).toEqual({
      kind: 'osm',
      label: "OpenStreetMap and Basera's curated places",
      attribution: { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' },
    });
    expect(body.notice).toBeNull();
    const osm = body.places.filter((p) => p.source.provider === 'osm');
    const categories = new Set(osm.map((p) => p.category));
    for (const wanted of ['restaurant', 'cafe', 'grocery', 'gym'] as const) expect(categories).toContain(wanted);
    expect(osm.find((p) => p.name === 'Fixture Kirana Stores')).toMatchObject({ category: 'grocery' });
    // Within the default 5 km only, nearest first within a priority.
    expect(body.places.every((p) => p.distance <= 5)).toBe(true);
    expect(body.places.some((p) => p.name === 'Fixture Distant Diner')).toBe(false);
    expect(await storedAnswers(app)).toBeGreaterThanOrEqual(1);
  });

  it('a filter changed asks Overpass nothing more: one answer holds every category', async () => {
    const fixture = await overpass();
    const app = await server({ OVERPASS_URL: fixture.url });
    await searchWakad(app);
    const asked = fixture.calls.length;
    const pharmacies = await searchWakad(app, { type: 'pharmacy' });
    expect(pharmacies.places.map((p) => p.name)).toEqual(['Fixture Chemist']);
    const gyms = await searchWakad(app, { type: 'gym' });
    expect(gyms.places.map((p) => p.category)).toEqual(gyms.places.map(() => 'gym'));
    expect(gyms.places.some((p) => p.name === 'Fixture Sports Complex')).toBe(false);
    expect(fixture.calls.length).toBe(asked);
  });

  it('a second instance answers from the shared cache without asking Overpass', async () => {
    const fixture = await overpass();
    const database = await openTestDatabase();
    cleanups.push(database.close);
    const first = await server({ OVERPASS_URL: fixture.url }, { database });
    const second = await server({ OVERPASS_URL: fixture.url }, { database });
    const a = await searchWakad(first, { radius: 10 });
    const searches = fixture.queries().filter((q) => q.includes('around:10800'));
    expect(searches).toHaveLength(1);
    const b = await searchWakad(second, { radius: 10 });
    expect(fixture.queries().filter((q) => q.includes('around:10800'))).toHaveLength(1);
    expect(b.places.map((p) => p.id)).toEqual(a.places.map((p) => p.id));
  });

  it.each<[string, Parameters<typeof startOverpassFixture>[0] | null]>([
    ['unreachable', null],
    ['answering 504 to its check', { mode: '504' }],
  ])('shows the curated places and one calm line when Overpass is %s', async (_name, options) => {
    const fixture = options ? await overpass(options) : null;
    const app = await server({ OVERPASS_URL: fixture?.url ?? 'http://127.0.0.1:9/api/interpreter' });
    const body = await searchWakad(app);
    expect(body.provider.kind).toBe('curated');
    expect(body.provider.attribution).toBeNull();
    expect(body.notice).toBe(LIVE_MAP_UNAVAILABLE);
    expect(body.places.every((p) => p.source.provider === 'curated')).toBe(true);
    // The searches themselves never wait on Overpass: only the check asked it.
    expect(fixture?.calls.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('asks again while it fails, and uses OpenStreetMap once it answers', async () => {
    const fixture = await overpass({ mode: 'hang' });
    const app = await server({
      OVERPASS_URL: fixture.url,
      OVERPASS_PROBE_MS: '200',
      OVERPASS_MIN_INTERVAL_MS: '0',
      PLACES_TIMEOUT_MS: '300',
    });
    expect((await searchWakad(app)).notice).toBe(LIVE_MAP_UNAVAILABLE);
    fixture.setMode('ok');
    await expect.poll(() => app.services.places.availability?.reachable, { timeout: 5000 }).toBe(true);
    expect((await searchWakad(app)).provider.kind).toBe('osm');
  });

  it.each([
    ['slow', { mode: 'slow' as const, slowMs: 2000 }],
    ['overloaded (429)', { mode: '429' as const }],
    ['malformed', { mode: 'malformed' as const }],
    ['reporting a runtime error', { mode: 'runtime-error' as const }],
  ])('falls back to the curated places when a search finds Overpass %s, and caches nothing', async (_n, options) => {
    const fixture = await overpass();
    const app = await server({ OVERPASS_URL: fixture.url, PLACES_TIMEOUT_MS: '500' });
    fixture.setMode(options.mode);
    const body = await searchWakad(app);
    expect(body.provider.kind).toBe('curated');
    expect(body.notice).toBe(LIVE_MAP_UNAVAILABLE);
    expect(await storedAnswers(app)).toBe(0);
  });
});

describe("a locality's surroundings, counted", () => {
  it('counts Walk Score-style, and the card then says they were counted', () => {
    const dataset = loadDataset();
    const koramangala = dataset.localitiesById.get('bengaluru-koramangala')!;
    // 12 restaurants at 200 m, 3 supermarkets at 1 km, a park at 2 km (too far to count).
    const at = (km: number) => ({ lat: koramangala.lat + km / 111.2, lng: koramangala.lng });
    const place = (id: string, category: 'restaurant' | 'grocery' | 'park', km: number) => ({
      id,
      name: id,
      category,
      description: '',
      address: '',
      coordinates: at(km),
      priceLevel: null,
      rating: null,
      imageUrl: null,
      website: null,
      openingHours: null,
      phone: null,
      source: { provider: 'osm' as const, url: null },
    });
    const places = [
      ...Array.from({ length: 12 }, (_, i) => place(`R${i}`, 'restaurant', 0.2)),
      ...Array.from({ length: 3 }, (_, i) => place(`S${i}`, 'grocery', 1)),
      place('Far Park', 'park', 2),
    ];
    const counted = countWalkAccess(koramangala, places, {
      source: 'OpenStreetMap',
      mappedAt: new Date('2026-11-23T10:00:00Z'),
    });
    expect(counted.levels).toMatchObject({ restaurants: 5, groceries: 3, parks: 0, cafes: 0 });
    expect(counted.counted).toBe(15);
    // Restaurants (weight 3) saturated; groceries (weight 3) at half their saturation; the rest
    // nothing: (3 + 1.5) / 15 of the weights = 3 out of 10.
    expect(counted.walkability).toBe(3);
    const locality = withCountedWalkAccess(koramangala, counted);
    const basis = basisOf(locality, dataset.citiesById.get('bengaluru'), '2026-12-02');
    expect(basis.walkability).toMatchObject({ kind: 'derived' });
    expect(basis.amenities.text).toMatch(/^Counted from 15 places on OpenStreetMap \(23 November 2026\)/);
  });

  it('a searched locality is counted, and every instance serves the counted levels', async () => {
    const fixture = await overpass();
    const database = await openTestDatabase();
    cleanups.push(database.close);
    const first = await server({ OVERPASS_URL: fixture.url }, { database });
    const second = await server({ OVERPASS_URL: fixture.url }, { database });
    expect(first.services.dataset.localitiesById.get('pune-wakad')?.derived).toBeUndefined();
    await searchWakad(first);
    await expect
      .poll(async () => (await database.db.select().from(localityWalkAccess)).map((r) => r.localityId), {
        timeout: 5000,
      })
      .toEqual(['pune-wakad']);
    await expect
      .poll(() => first.services.dataset.localitiesById.get('pune-wakad')?.derived?.counted)
      .toBeGreaterThan(5);
    // The other instance reads the counts on its next refresh.
    await second.services.places.counting?.refresh();
    const wakad = second.services.dataset.localitiesById.get('pune-wakad')!;
    expect(wakad.derived).toMatchObject({ method: 'walk-access-v1', source: 'OpenStreetMap' });
    expect(wakad.amenities.groceries).toBeGreaterThan(0);
    expect(walkQueries(fixture.queries())).toHaveLength(1);
  });

  it('one instance walks for all, one locality per turn, and a locality counted once is not asked again', async () => {
    const fixture = await overpass();
    const database = await openTestDatabase();
    cleanups.push(database.close);
    const dataset = loadDataset();
    const few = { ...dataset, localities: dataset.localities.slice(0, 3) };
    const jobFor = () => {
      const osm = createOsmPlacesProvider({
        client: createOverpassClient({ url: fixture.url, userAgent: 'Basera/test', timeoutMs: 2000, minIntervalMs: 0 }),
        cache: createDatabaseAnswerCache(database.db),
        maxAgeMs: 86_400_000,
        timeoutMs: 2000,
      });
      return createWalkAccessJob({
        db: database.db,
        osm,
        base: few,
        serve: () => {},
        paceMs: 60_000,
        maxAgeMs: 86_400_000,
        logger: createLogger('silent'),
      });
    };
    const [a, b] = [jobFor(), jobFor()];
    expect(await a.step()).toBe('counted');
    expect(await b.step()).toBe('not-holder');
    expect(await a.step()).toBe('counted');
    expect(await a.step()).toBe('counted');
    expect(await a.step()).toBe('done');
    expect(walkQueries(fixture.queries())).toHaveLength(3);
    const rows = await database.db.select().from(localityWalkAccess);
    expect(rows.map((r) => r.localityId).sort()).toEqual(few.localities.map((l) => l.id).sort());
  });

  it('keeps its pace: turns at least OSM_WALK_PACE_MS apart', async () => {
    const fixture = await overpass();
    const app = await server({ OVERPASS_URL: fixture.url, OSM_WALK_PACE_MS: '400' });
    const startedAt = Date.now();
    await expect.poll(() => walkQueries(fixture.queries()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    app.services.places.counting?.stop();
    const walks = walkQueries(fixture.queries()).length;
    // Three turns need at least two full paces after the first.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(800);
    expect(walks).toBeLessThanOrEqual(Math.floor((Date.now() - startedAt) / 400) + 1);
  });
});
