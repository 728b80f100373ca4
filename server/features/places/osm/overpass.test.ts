import { afterEach, describe, expect, it } from 'vitest';
import { categoryOfOsmTags, PLACE_CATEGORIES } from '../../../../shared/constants/place-categories';
import { startFixtureServer } from '../../../test/fixture-server';
import { answerQuery, startOverpassFixture, WAKAD_ELEMENTS } from '../../../test/overpass-fixture-server';
import { createOverpassClient, OverpassError } from './overpass-client';
import { elementsOf, overpassQuery, placesFromElements } from './overpass-query';

// The Overpass query we send, how we read its answers, and how we keep to its fair use, against the
// local fixture server (server/test/overpass-fixture-server.ts).

const WAKAD = { lat: 18.599, lng: 73.762 };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
async function overpass(...args: Parameters<typeof startOverpassFixture>) {
  const server = await startOverpassFixture(...args);
  cleanups.push(server.close);
  return server;
}

describe('the query and the categories', () => {
  it('asks every category in one query, each capped on its own', () => {
    const query = overpassQuery(WAKAD, 2800, { perCategory: 150, timeoutS: 5 });
    expect(query).toMatch(/^\[out:json\]\[timeout:5\];/);
    expect(query.match(/out center tags 150;/g)).toHaveLength(PLACE_CATEGORIES.length);
    expect(query).toContain('nwr["shop"="convenience"]["name"](around:2800,18.59900,73.76200);');
    // The gym block asks for fitness centres only: sports venues are their own block.
    const gymBlock = query.split('out center tags 150;').find((block) => block.includes('fitness_centre'))!;
    expect(gymBlock).not.toMatch(/stadium|sports_centre/);
  });

  it.each([
    [{ leisure: 'fitness_centre' }, 'gym'],
    [{ leisure: 'sports_centre' }, 'stadium'],
    [{ leisure: 'stadium' }, 'stadium'],
    [{ shop: 'convenience' }, 'grocery'],
    [{ shop: 'supermarket' }, 'grocery'],
    [{ amenity: 'clinic' }, 'hospital'],
    [{ amenity: 'pharmacy' }, 'pharmacy'],
    [{ amenity: 'college' }, 'school'],
    [{ shop: 'furniture' }, 'furniture'],
    [{ amenity: 'coworking_space' }, 'coworking'],
    [{ amenity: 'parking' }, null],
    [{ amenity: 'bench' }, null],
  ])('files %o as %s', (tags, category) => {
    expect(categoryOfOsmTags(tags)).toBe(category);
  });

  it('reads places with their hours and phone, only https links, and nothing unnamed', () => {
    const places = placesFromElements([
      ...WAKAD_ELEMENTS,
      {
        type: 'node',
        id: 1,
        lat: 18.6,
        lon: 73.76,
        tags: { amenity: 'cafe', name: 'Plain', website: 'http://x.example' },
      },
    ]);
    const misal = places.find((p) => p.name === 'Fixture Misal House')!;
    expect(misal).toMatchObject({
      category: 'restaurant',
      openingHours: 'Mo-Su 08:00-22:30',
      phone: '+91 20 0000 0001',
      address: 'Wakad Road, Pune',
      description: 'Restaurant; cuisine: maharashtrian.',
      rating: null,
      source: { provider: 'osm', url: `https://www.openstreetmap.org/node/${WAKAD_ELEMENTS[0]!.id}` },
    });
    expect(places.find((p) => p.name === 'Fixture Garden')?.coordinates.lat).toBeCloseTo(18.5918, 3);
    expect(places.find((p) => p.name === 'Plain')?.website).toBeNull();
    expect(places.some((p) => p.name === undefined || p.name === '')).toBe(false);
    expect(places).toHaveLength(WAKAD_ELEMENTS.length); // the unnamed bench is left out, the extra cafe in
  });

  it('refuses an answer that reports a runtime error, or is not an answer at all', () => {
    expect(() => elementsOf({ elements: [], remark: 'runtime error: Query timed out' })).toThrow(/runtime error/);
    expect(() => elementsOf({ error: 'x' })).toThrow(/no elements/);
    expect(elementsOf({ elements: [{ type: 'node', id: 1 }, { type: 'bogus' }] })).toHaveLength(1);
  });

  it('the fixture answers as Overpass would: within the radius, at most N per block', () => {
    const near = answerQuery(overpassQuery(WAKAD, 1000, { perCategory: 1, timeoutS: 5 }), WAKAD_ELEMENTS);
    const restaurants = near.filter((e) => e.tags?.amenity === 'restaurant' || e.tags?.amenity === 'fast_food');
    expect(restaurants).toHaveLength(1);
    expect(near.some((e) => e.tags?.name === 'Fixture Distant Diner')).toBe(false);
  });
});

describe('fair use of Overpass', () => {
  it('sends one request at a time, spaced apart, naming Basera', async () => {
    const starts: number[] = [];
    const ends: number[] = [];
    const server = await startFixtureServer(() => {
      starts.push(Date.now());
      setTimeout(() => ends.push(Date.now()), 150);
      return { json: { elements: [] }, delayMs: 150 };
    });
    cleanups.push(server.close);
    const client = createOverpassClient({
      url: server.url,
      userAgent: 'Basera/test',
      timeoutMs: 5000,
      minIntervalMs: 50,
    });
    await Promise.all([client.run('a'), client.run('b'), client.run('c')]);
    expect(starts).toHaveLength(3);
    // Each request starts only after the one before it was answered.
    for (let i = 1; i < starts.length; i++) expect(starts[i]!).toBeGreaterThanOrEqual(ends[i - 1]! - 5);
    expect(server.calls.every((c) => c.headers['user-agent'] === 'Basera/test')).toBe(true);
  });

  it.each(['429', '504'] as const)('backs off after %s: asks nothing until the pause is over', async (status) => {
    const fixture = await overpass({ mode: status });
    let clock = 1_000_000;
    const client = createOverpassClient({
      url: fixture.url,
      userAgent: 'Basera/test',
      timeoutMs: 2000,
      minIntervalMs: 0,
      now: () => clock,
    });
    await expect(client.run('[out:json];')).rejects.toThrow(OverpassError);
    expect(client.pausedUntil).toBeGreaterThan(clock);
    fixture.setMode('ok');
    await expect(client.run('[out:json];')).rejects.toThrow(/wait/);
    expect(fixture.calls).toHaveLength(1);
    clock = client.pausedUntil + 1;
    await expect(client.run('[out:json];')).resolves.toEqual([]);
    expect(fixture.calls).toHaveLength(2);
  });

  it('refuses a search that would wait its turn longer than its timeout', async () => {
    const fixture = await overpass({ mode: 'slow', slowMs: 300 });
    const client = createOverpassClient({
      url: fixture.url,
      userAgent: 'Basera/test',
      timeoutMs: 1000,
      minIntervalMs: 600,
    });
    const first = client.run('[out:json];');
    const second = client.run('[out:json];');
    await expect(client.run('[out:json];')).rejects.toThrow(/busy/);
    await Promise.all([first, second]);
    expect(fixture.calls).toHaveLength(2);
  });

  it('says whether Overpass answers', async () => {
    const fixture = await overpass();
    const client = createOverpassClient({
      url: fixture.url,
      userAgent: 'Basera/test',
      timeoutMs: 1000,
      minIntervalMs: 0,
    });
    expect(await client.probe()).toBe(true);
    fixture.setMode('malformed');
    expect(await client.probe()).toBe(false);
    const closed = createOverpassClient({
      url: 'http://127.0.0.1:9/api/interpreter',
      userAgent: 'Basera/test',
      timeoutMs: 1000,
      minIntervalMs: 0,
    });
    expect(await closed.probe()).toBe(false);
  });
});
