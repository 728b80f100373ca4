import { afterEach, describe, expect, it } from 'vitest';
import { placesSearchResponse } from '../../../shared/contracts/places';
import { haversineKm } from '../../../shared/domain/geo';
import { basisOf } from '../../../shared/domain/locality-basis';
import { loadDataset } from '../../data/load-dataset';
import { type FixtureReply, startFixtureServer } from '../../test/fixture-server';
import { candidateReply, startGeminiFixture } from '../../test/gemini-fixture-server';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createLlmProvider } from '../ai';
import { createGazetteerGeocoder } from '../geocoding';
import { createAiPlacesProvider } from './ai-places-provider';
import { deriveWalkAccess } from './derive-walk-access';
import { createGooglePlacesProvider } from './google-places-provider';
import { categoryOfTags, createOsmPlacesProvider, overpassQuery } from './osm-places-provider';
import type { PlacesQuery } from './places-provider';

// Each live provider against a local server that answers in that provider's real reply format, and
// the fallback to the curated places when one times out, fails or answers with garbage.

const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };
const query: PlacesQuery = {
  centre: KORAMANGALA,
  neighbourhood: { name: 'Koramangala', city: 'Bengaluru' },
  radiusKm: 2,
  type: 'all',
  priceLevel: 0,
  priorityTypes: ['restaurant', 'park'],
};
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function fixture(answer: Parameters<typeof startFixtureServer>[0]) {
  const server = await startFixtureServer(answer);
  cleanups.push(server.close);
  return server;
}

// Overpass API reply (out center tags): nodes carry lat/lon, ways and relations a center.
const overpassReply = {
  version: 0.6,
  generator: 'Overpass API 0.7.62',
  osm3s: {
    timestamp_osm_base: '2026-11-20T10:00:00Z',
    copyright: 'The data included in this document is from www.openstreetmap.org.',
  },
  elements: [
    {
      type: 'node',
      id: 101,
      lat: 12.9341,
      lon: 77.6256,
      tags: {
        amenity: 'restaurant',
        name: 'Test Dosa Camp',
        cuisine: 'south_indian;vegetarian',
        'addr:street': '80 Feet Road',
        'addr:city': 'Bengaluru',
      },
    },
    { type: 'way', id: 202, center: { lat: 12.9379, lon: 77.6221 }, tags: { leisure: 'park', name: 'Test Park' } },
    {
      type: 'node',
      id: 303,
      lat: 12.936,
      lon: 77.62,
      tags: { amenity: 'cafe', name: 'Test Brew', website: 'http://insecure.example' },
    },
    { type: 'node', id: 404, lat: 12.935, lon: 77.625, tags: { amenity: 'bench' } },
  ],
};

describe('OpenStreetMap (Overpass)', () => {
  it('asks one around() query with a real User-Agent and maps tags to our categories', async () => {
    const overpass = await fixture(() => ({ json: overpassReply }));
    const provider = createOsmPlacesProvider({ url: overpass.url, timeoutMs: 2000, userAgent: 'Basera/test' });
    const found = await provider.search(query);
    expect(found.map((p) => [p.name, p.category])).toEqual([
      ['Test Dosa Camp', 'restaurant'],
      ['Test Park', 'park'],
      ['Test Brew', 'cafe'],
    ]);
    expect(found[0]).toMatchObject({
      id: 'osm-node-101',
      address: '80 Feet Road, Bengaluru',
      description: 'Cuisine: south_indian, vegetarian (OpenStreetMap).',
      rating: null,
      source: { provider: 'osm', url: 'https://www.openstreetmap.org/node/101' },
    });
    expect(found[2]?.website).toBeNull(); // only https links reach the page
    const [call] = overpass.calls;
    expect(call?.headers['user-agent']).toBe('Basera/test');
    const sent = new URLSearchParams(call!.body).get('data')!;
    expect(sent).toMatch(/^\[out:json\]/);
    expect(sent).toMatch(
      /nwr\["amenity"~"\^\(restaurant\|fast_food\|food_court\)\$"\]\["name"\]\(around:2800,12\.94000,77\.62000\);/,
    );
    expect(sent).toMatch(/out center tags/);
  });

  it('answers searches in the same map tile from its cache, and asks at most once every 2 s', async () => {
    const overpass = await fixture(() => ({ json: overpassReply }));
    let clock = 1_000_000;
    const provider = createOsmPlacesProvider({
      url: overpass.url,
      timeoutMs: 1000,
      userAgent: 'Basera/test',
      now: () => clock,
    });
    await provider.search(query);
    await provider.search({ ...query, centre: { lat: 12.9371, lng: 77.6236 } }); // same tile
    expect(overpass.calls).toHaveLength(1);
    // Another tile right away would wait 2 s, longer than the 1 s timeout: refused, not queued.
    await expect(provider.search({ ...query, centre: { lat: 13.0, lng: 77.7 } })).rejects.toThrow(/busy/);
    clock += 2000;
    await provider.search({ ...query, centre: { lat: 13.0, lng: 77.7 } });
    expect(overpass.calls).toHaveLength(2);
  });

  it('builds a query for one category only when a type is chosen', () => {
    const text = overpassQuery(KORAMANGALA, 1000, ['gym']);
    expect(text).toContain('["leisure"="fitness_centre"]');
    expect(text).not.toContain('amenity');
    // A gym search never asks for sports venues.
    expect(text).not.toMatch(/stadium|sports_centre/);
  });

  it('files a stadium or sports centre as a sports venue, never as a gym', () => {
    expect(categoryOfTags({ leisure: 'fitness_centre' })).toBe('gym');
    expect(categoryOfTags({ leisure: 'sports_centre' })).toBe('stadium');
    expect(categoryOfTags({ leisure: 'stadium' })).toBe('stadium');
  });
});

// Places API Nearby Search reply.
const nearbyReply = (types: string[]) => ({
  html_attributions: [],
  results: [
    {
      place_id: `ChIJ${types[0]}`,
      name: `Test ${types[0]}`,
      vicinity: '5th Block, Koramangala, Bengaluru',
      geometry: { location: { lat: 12.934, lng: 77.619 }, viewport: {} },
      rating: 4.4,
      user_ratings_total: 1203,
      price_level: 2,
      types: [...types, 'food', 'point_of_interest', 'establishment'],
      business_status: 'OPERATIONAL',
    },
  ],
  status: 'OK',
});

describe('amenity levels and walkability counted from mapped places', () => {
  it('derives them Walk Score-style, and the engine then says they were counted', async () => {
    const dataset = loadDataset();
    const koramangala = dataset.localitiesById.get('bengaluru-koramangala')!;
    // 12 restaurants at 200 m, 3 supermarkets at 1 km, a park at 2 km (too far to count).
    const at = (km: number) => ({ lat: koramangala.lat + km / 111.2, lon: koramangala.lng });
    const elements = [
      ...Array.from({ length: 12 }, (_, i) => ({
        type: 'node',
        id: i,
        ...at(0.2),
        tags: { amenity: 'restaurant', name: `R${i}` },
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        type: 'node',
        id: 100 + i,
        ...at(1),
        tags: { shop: 'supermarket', name: `S${i}` },
      })),
      { type: 'way', id: 200, center: at(2), tags: { leisure: 'park', name: 'Far Park' } },
    ];
    const overpass = await fixture(() => ({ json: { elements } }));
    const provider = createOsmPlacesProvider({ url: overpass.url, timeoutMs: 2000, userAgent: 'Basera/test' });
    const derived = await deriveWalkAccess(provider, koramangala, { sourceName: 'OpenStreetMap', asOf: '2026-11-23' });
    expect(derived.amenities).toMatchObject({ restaurants: 5, groceries: 3, parks: 0, cafes: 0 });
    expect(derived.derived).toEqual({
      method: 'walk-access-v1',
      source: 'OpenStreetMap',
      asOf: '2026-11-23',
      counted: 15,
    });
    // Restaurants (weight 3) saturated; groceries (weight 3) at half their saturation (3 × 0.5 credit
    // of 3); everything else nothing: (3 + 1.5) / 15 of the weights = 3 out of 10.
    expect(derived.walkability).toEqual({ score: 3, method: 'walk-access-v1' });
    const basis = basisOf({ ...koramangala, ...derived }, dataset.citiesById.get('bengaluru'));
    expect(basis.walkability).toMatchObject({ kind: 'derived' });
    expect(basis.amenities.text).toMatch(
      /^Counted from 15 places within a 20-minute walk on OpenStreetMap \(2026-11-23\)/,
    );
  });
});

describe('Google Places (Nearby Search)', () => {
  it("asks once per priority type and keeps Google's rating and price level", async () => {
    const google = await fixture((call) => {
      const type = new URL(call.url, 'http://x').searchParams.get('type') ?? '';
      return { json: nearbyReply([type]) };
    });
    const provider = createGooglePlacesProvider({ apiKey: 'test-key', timeoutMs: 2000, url: `${google.url}/nearby` });
    const found = await provider.search(query);
    expect(google.calls.map((c) => new URL(c.url, 'http://x').searchParams.get('type'))).toEqual([
      'restaurant',
      'park',
    ]);
    expect(new URL(google.calls[0]!.url, 'http://x').searchParams.get('radius')).toBe('2000');
    expect(found.map((p) => [p.category, p.rating, p.priceLevel])).toEqual([
      ['restaurant', 4.4, 2],
      ['park', 4.4, 2],
    ]);
    expect(found[0]?.source.url).toBe('https://www.google.com/maps/place/?q=place_id:ChIJrestaurant');
  });

  it('fails clearly on a refused key', async () => {
    const google = await fixture(() => ({ json: { results: [], status: 'REQUEST_DENIED', error_message: 'bad key' } }));
    const provider = createGooglePlacesProvider({ apiKey: 'bad', timeoutMs: 2000, url: `${google.url}/nearby` });
    await expect(provider.search({ ...query, type: 'cafe' })).rejects.toThrow(/Google Places did not answer/);
  });
});

describe('AI suggestions (Gemini generateContent)', () => {
  const geocoder = createGazetteerGeocoder(loadDataset());

  it('follows the spec prompt rules and normalises every place, placing unlocated ones within their distance', async () => {
    const suggestions = [
      {
        id: 'a',
        name: 'Suggested Cafe',
        category: 'cafe',
        description: 'A cafe.',
        address: 'Koramangala',
        coordinates: { lat: 12.936, lng: 77.626 },
        priceLevel: 2,
        rating: 4.5,
        distance: 0.3,
      },
      {
        id: 'b',
        name: 'Unplaced Gym',
        category: 'gym',
        coordinates: { lat: 0, lng: 0 },
        distance: 1.5,
        website: 'javascript:alert(1)',
      },
      { id: 'c', name: 'Mystery', category: 'zoo' },
      { name: '' },
    ];
    const gemini = await startGeminiFixture(() => candidateReply(JSON.stringify(suggestions)));
    cleanups.push(gemini.close);
    const llm = createLlmProvider({
      llm: { geminiApiKey: 'k', model: 'gemini-2.5-flash', baseUrl: gemini.url, timeoutMs: 2000 },
    })!;
    const provider = createAiPlacesProvider({ llm, geocoder, random: () => 0.5 });
    const found = await provider.search(query);
    const prompt = gemini.calls[0]!.body.contents![0]!.parts[0]!.text;
    expect(prompt).toMatch(/Priority categories, in order: restaurant, park/);
    expect(prompt).toMatch(/At least 3 places for each priority category and at least 15 in total/);
    expect(gemini.calls[0]!.body.generationConfig).toMatchObject({ maxOutputTokens: 4096 });
    expect(found.map((p) => [p.name, p.category, p.priceLevel, p.rating])).toEqual([
      ['Suggested Cafe', 'cafe', 2, 4.5],
      ['Unplaced Gym', 'gym', 1, 4], // spec §3 defaults: price 1, rating 4
      ['Mystery', 'other', 1, 4],
    ]);
    expect(found.every((p) => p.source.provider === 'ai')).toBe(true);
    expect(haversineKm(KORAMANGALA, found[1]!.coordinates)).toBeLessThanOrEqual(1.5);
    expect(found[1]?.website).toBeNull();
    expect(new Set(found.map((p) => p.id)).size).toBe(3);
  });

  it('refuses a reply that is not a list of places', async () => {
    const gemini = await startGeminiFixture(() => candidateReply('{"note":"I cannot help"}'));
    cleanups.push(gemini.close);
    const llm = createLlmProvider({
      llm: { geminiApiKey: 'k', model: 'gemini-2.5-flash', baseUrl: gemini.url, timeoutMs: 2000 },
    })!;
    await expect(createAiPlacesProvider({ llm, geocoder }).search(query)).rejects.toThrow(/list of places/);
  });
});

describe('a live provider that fails: the curated places answer, with a notice', () => {
  let app: TestServer | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it.each<[string, FixtureReply]>([
    ['times out', { hang: true }],
    ['errors', { status: 502, text: '<html>Bad Gateway</html>' }],
    ['answers garbage', { text: 'this is not JSON' }],
    ['answers JSON of another shape', { json: { remark: 'runtime error: query timed out' } }],
  ])('when Overpass %s', async (_name, reply) => {
    const overpass = await fixture(() => reply);
    app = await startTestServer({ PLACES_PROVIDER: 'osm', OVERPASS_URL: overpass.url, PLACES_TIMEOUT_MS: '500' });
    const res = await app.request('/api/places/recommendations', { body: { neighborhoodId: 'mumbai-colaba' } });
    expect(res.status).toBe(200);
    const body = placesSearchResponse.parse(res.body);
    expect(body.provider.kind).toBe('curated');
    expect(body.notice).toMatch(/OpenStreetMap is not available right now/);
    expect(body.places.length).toBeGreaterThan(0);
    expect(overpass.calls).toHaveLength(1);
  });

  it('uses the live provider when it answers', async () => {
    const overpass = await fixture(() => ({ json: overpassReply }));
    app = await startTestServer({ PLACES_PROVIDER: 'osm', OVERPASS_URL: overpass.url });
    const res = await app.request('/api/places/recommendations', {
      body: { neighborhood: { name: 'Koramangala', city: 'Bengaluru' }, radius: 2 },
    });
    const body = placesSearchResponse.parse(res.body);
    expect(body.provider).toEqual({ kind: 'osm', label: 'OpenStreetMap' });
    expect(body.notice).toBeNull();
    expect(body.places.map((p) => p.name)).toContain('Test Park');
  });
});
