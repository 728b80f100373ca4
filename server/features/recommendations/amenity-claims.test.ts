import { afterEach, describe, expect, it } from 'vitest';
import type { PlaceCategoryKey } from '../../../shared/constants/places';
import { type PlacesSearchResponse, placesSearchResponse } from '../../../shared/contracts/places';
import type { Neighbourhood, RecommendationsResult } from '../../../shared/contracts/recommendations';
import { commuterPreferences } from '../../../shared/domain/recommend/test-localities';
import { startOverpassFixture } from '../../test/overpass-fixture-server';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

// What a finder card says of amenities, against what Discover Places lists for that neighbourhood:
// offline (OpenStreetMap unreachable, the curated places alone) on the real dataset, where Kalyan
// Nagar's estimate rates cafés and gyms highly and Aundh's schools, though the list shows none;
// and online, against the recorded Overpass replies, once a neighbourhood is counted.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
async function server(env: Record<string, string> = {}) {
  const app = await startTestServer(env);
  cleanups.push(app.close);
  await app.services.places.availability?.settled();
  return app;
}

const CATEGORY: Record<string, PlaceCategoryKey> = {
  Restaurants: 'restaurant',
  Cafes: 'cafe',
  Gyms: 'gym',
  Parks: 'park',
  Schools: 'school',
  Hospitals: 'hospital',
  Groceries: 'grocery',
  'Shopping malls': 'shopping_mall',
  Nightlife: 'bar',
};

/** The card of `id`, for someone working right there (by pin) who drives up to 10 km. */
async function cardOf(app: TestServer, id: string, mustHaves: string[] = []): Promise<Neighbourhood> {
  const locality = app.services.dataset.localitiesById.get(id)!;
  const preferences = commuterPreferences(
    locality.name,
    { driving: 10 },
    {
      // Lifestyles every one of these places meets, so that it is among the ten shown.
      lifestylePreferences: ['casualDining', 'convenient', 'affordability'],
      prioritizedMustHaves: mustHaves.map((name, i) => ({ name: name as never, priority: i + 1 })),
    },
  );
  preferences.commute.coordinates = { lat: locality.lat, lng: locality.lng };
  const cookie = await signInAs(app, `${id}@example.com`, 'Card Reader');
  const res = await app.request('/api/housing/recommend-housing', { body: { preferences }, cookie });
  expect(res.status).toBe(200);
  const card = (res.body as RecommendationsResult).recommendations.find((n) => n.id === id);
  expect(card, id).toBeDefined();
  return card!;
}

async function placesAround(app: TestServer, id: string, radius = 5): Promise<PlacesSearchResponse> {
  const res = await app.request('/api/places/recommendations', { body: { neighborhoodId: id, radius } });
  expect(res.status).toBe(200);
  return placesSearchResponse.parse(res.body);
}
const countOf = (places: PlacesSearchResponse, category: PlaceCategoryKey) =>
  places.places.filter((p) => p.category === category).length;

/** Every kind the card claims, Discover Places lists at least one of where the card sends you. */
async function expectListed(app: TestServer, card: Neighbourhood) {
  const places = await placesAround(app, card.id);
  for (const label of card.amenities) expect(countOf(places, CATEGORY[label]!), label).toBeGreaterThan(0);
}

describe('offline: the curated places alone', () => {
  it("Kalyan Nagar's card claims no cafés or gyms, which Discover Places does not list, and says its claims are estimates", async () => {
    const app = await server();
    const card = await cardOf(app, 'bengaluru-kalyan-nagar');
    const wide = await placesAround(app, 'bengaluru-kalyan-nagar', 10);
    expect(wide.provider.kind).toBe('curated');
    expect([countOf(wide, 'cafe'), countOf(wide, 'gym')]).toEqual([0, 0]);

    expect(card.amenities).not.toContain('Cafes');
    expect(card.amenities).not.toContain('Gyms');
    await expectListed(app, card);
    expect(card.amenityClaims).toMatchObject({
      basis: 'estimate',
      claim: expect.stringMatching(/^Estimated: plenty of /),
      listed: expect.stringMatching(/^Discover Places lists .* within 5 km \(Basera's curated places\)\.$/),
      unlisted: expect.stringMatching(/but Discover Places lists none within 5 km, check locally: .*cafes.*gyms/),
    });
  });

  it("Aundh's card does not say it has the schools you must have, which Discover Places does not list", async () => {
    const app = await server();
    const card = await cardOf(app, 'pune-aundh', ['schools', 'publicTransport']);
    expect(countOf(await placesAround(app, 'pune-aundh', 10), 'school')).toBe(0);

    const reasons = card.matchingFactors.join('\n');
    expect(reasons).not.toMatch(/Has your must-haves[^\n]*Schools/);
    expect(card.matchingFactors).toContain(
      'Your must-haves by our estimate, but Discover Places lists none within 5 km, check locally: Schools',
    );
    await expectListed(app, card);
  });
});

describe('online: OpenStreetMap answering (recorded replies)', () => {
  it("a counted neighbourhood's card claims what was counted, as counted, and the places page lists each", async () => {
    const fixture = await startOverpassFixture();
    cleanups.push(fixture.close);
    const app = await server({ OVERPASS_URL: fixture.url });
    // Searching Wakad's places counts its surroundings (walk-access-job.ts).
    expect((await placesAround(app, 'pune-wakad')).provider.kind).toBe('osm');
    await expect.poll(() => app.services.dataset.localitiesById.get('pune-wakad')?.derived?.counted).toBeGreaterThan(5);

    const card = await cardOf(app, 'pune-wakad', ['groceryStores']);
    expect(card.amenityClaims).toMatchObject({
      basis: 'counted',
      claim: expect.stringMatching(/^Counted from OpenStreetMap \(.+\): plenty of .* within 1\.6 km/),
      listed: null,
      unlisted: null,
    });
    expect(card.amenities.length).toBeGreaterThan(0);
    expect(card.matchingFactors).toContain('Has your must-haves: Grocery Stores (places counted from OpenStreetMap)');
    await expectListed(app, card);
  });
});
