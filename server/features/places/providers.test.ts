import { afterEach, describe, expect, it } from 'vitest';
import { placesSearchResponse } from '../../../shared/contracts/places';
import { haversineKm } from '../../../shared/domain/geo';
import { loadDataset } from '../../data/load-dataset';
import { type FixtureReply, startFixtureServer } from '../../test/fixture-server';
import { candidateReply, startGeminiFixture } from '../../test/gemini-fixture-server';
import { startOverpassFixture } from '../../test/overpass-fixture-server';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createLlmProvider } from '../ai';
import { createGazetteerGeocoder } from '../geocoding';
import { createAiPlacesProvider } from './ai-places-provider';
import { createGooglePlacesProvider } from './google-places-provider';
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
    const overpass = await startOverpassFixture();
    cleanups.push(overpass.close);
    app = await startTestServer({ PLACES_PROVIDER: 'osm', OVERPASS_URL: overpass.url });
    const res = await app.request('/api/places/recommendations', {
      body: { neighborhood: { name: 'Wakad', city: 'Pune' }, radius: 2 },
    });
    const body = placesSearchResponse.parse(res.body);
    expect(body.provider.kind).toBe('osm');
    expect(body.notice).toBeNull();
    expect(body.places.map((p) => p.name)).toContain('Fixture Garden');
  });
});
