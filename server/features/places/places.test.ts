import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlacesSearchResponse, placesSearchResponse } from '../../../shared/contracts/places';
import { haversineKm } from '../../../shared/domain/geo';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

// POST /api/places/recommendations and places.search on the embedded default (curated places):
// the reply's shape, distances, the spec's filters and priority order, and every kind of bad input.

let server: TestServer;
beforeAll(async () => {
  // The curated places alone: what the embedded default shows when OpenStreetMap is not in use.
  server = await startTestServer({ PLACES_PROVIDER: 'curated' });
});
afterAll(() => server?.close());

const search = (body: unknown, cookie?: string) => server.request('/api/places/recommendations', { body, cookie });
const places = (res: { body: unknown }) => (res.body as PlacesSearchResponse).places;

describe('places around a curated neighbourhood', () => {
  it('answers with real places from the curated list, nearest first within each priority', async () => {
    const res = await search({ neighborhoodId: 'mumbai-colaba' });
    expect(res.status).toBe(200);
    const body = placesSearchResponse.parse(res.body);
    expect(body.neighborhood).toMatchObject({ id: 'mumbai-colaba', name: 'Colaba', city: 'Mumbai' });
    expect(body.provider).toEqual({ kind: 'curated', label: "Basera's curated places", attribution: null });
    expect(body.notice).toBeNull();
    expect(body.places.length).toBeGreaterThan(5);
    expect(body.priorityTypes).toEqual(['restaurant', 'cafe', 'park', 'gym', 'shopping_mall']); // spec §7 defaults
    for (const place of body.places) {
      expect(place.rating).toBeNull(); // never made up
      expect(place.source).toMatchObject({ provider: 'curated', url: expect.stringMatching(/^https:\/\//) });
      expect(place.distance).toBeLessThanOrEqual(5);
      expect(Math.abs(haversineKm(body.neighborhood.coordinates, place.coordinates) - place.distance)).toBeLessThan(
        0.01,
      );
    }
    const ranks = body.places.map((p) => p.priorityRank ?? 99);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const rank of new Set(ranks)) {
      const distances = body.places.filter((p) => (p.priorityRank ?? 99) === rank).map((p) => p.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });

  it('applies each filter: type, distance, price', async () => {
    const all = places(await search({ neighborhoodId: 'mumbai-colaba', radius: 20 }));
    const parks = places(await search({ neighborhoodId: 'mumbai-colaba', radius: 20, type: 'park' }));
    expect(parks.length).toBeGreaterThan(0);
    expect(parks.every((p) => p.category === 'park')).toBe(true);
    expect(parks.length).toBeLessThan(all.length);
    const near = places(await search({ neighborhoodId: 'mumbai-colaba', radius: 1 }));
    expect(near.every((p) => p.distance <= 1)).toBe(true);
    expect(near.length).toBeLessThan(all.length);
    const cheap = places(await search({ neighborhoodId: 'mumbai-colaba', radius: 20, priceLevel: 1 }));
    expect(cheap.every((p) => p.priceLevel === null || p.priceLevel <= 1)).toBe(true);
    expect(cheap.length).toBeLessThan(all.length);
  });

  it('puts the signed-in person’s own priority types first', async () => {
    const cookie = await signInAs(server, 'places@example.com');
    const prefs = {
      userCategory: 'moderate',
      commute: {
        workAddress: 'Nariman Point, Mumbai',
        travelMode: 'transit',
        coordinates: null,
        travelModes: {
          walking: { enabled: false, distance: 5 },
          bicycling: { enabled: false, distance: 10 },
          transit: { enabled: true, distance: 15 },
          driving: { enabled: false, distance: 20 },
        },
      },
      lifestylePreferences: ['greenSpaces', 'artsAndMusic', 'quiet'],
      customLifestyles: [],
      prioritizedMustHaves: [{ name: 'hospitals', priority: 1 }],
    };
    expect((await server.request('/api/housing/recommend-housing', { body: prefs, cookie })).status).toBe(200);
    const body = (await search({ neighborhoodId: 'mumbai-colaba', radius: 10 }, cookie)).body as PlacesSearchResponse;
    expect(body.priorityTypes).toEqual(['park', 'entertainment', 'hospital']);
    // Ordered by every priority type; the PRIORITY badge only on the person's own must-have (hospitals).
    expect(body.places[0]).toMatchObject({ category: 'park', isPriority: false, priorityRank: 1 });
    const hospitals = body.places.filter((p) => p.category === 'hospital');
    expect(hospitals.length).toBeGreaterThan(0);
    expect(body.places.filter((p) => p.isPriority)).toEqual(hospitals);
  });

  it('finds a neighbourhood by name and city, and falls back to the city centre (spec §4)', async () => {
    const byName = (await search({ neighborhood: { name: 'Koramangala', city: 'Bangalore' } }))
      .body as PlacesSearchResponse;
    expect(byName.neighborhood).toMatchObject({ name: 'Koramangala', city: 'Bengaluru' });
    expect(haversineKm(byName.neighborhood.coordinates, { lat: 12.935, lng: 77.624 })).toBeLessThan(2);
    const unknown = (await search({ neighborhood: { name: 'Qwxyz Nagar', city: 'Pune' } }))
      .body as PlacesSearchResponse;
    expect(unknown.neighborhood.city).toBe('Pune');
    expect(unknown.notice).toMatch(/around the centre of Pune/);
  });

  it('never offers a sports venue to someone who asked for a gym; All Places lists it as one', async () => {
    // The Andheri Sports Complex lies within 2 km of Andheri West.
    const gyms = (await search({ neighborhoodId: 'mumbai-andheri-west', type: 'gym', radius: 2 }))
      .body as PlacesSearchResponse;
    expect(gyms.places.map((p) => p.id)).not.toContain('mumbai-andheri-sports-complex');
    expect(gyms.places.filter((p) => p.category !== 'gym')).toEqual([]);
    const all = (await search({ neighborhoodId: 'mumbai-andheri-west', type: 'all', radius: 2 }))
      .body as PlacesSearchResponse;
    expect(all.places.find((p) => p.id === 'mumbai-andheri-sports-complex')).toMatchObject({ category: 'stadium' });
  });

  it('answers an empty result as success with no places', async () => {
    const res = await search({ neighborhoodId: 'mumbai-colaba', type: 'gym', radius: 1 });
    expect(res).toMatchObject({ status: 200, body: { success: true, places: [] } });
  });
});

describe('bad input: 400 naming the field (404 for an unknown id), nothing saved', () => {
  it.each([
    ['an unknown type', { neighborhoodId: 'mumbai-colaba', type: 'zoo' }, 400, 'type'],
    ['a radius not in the options', { neighborhoodId: 'mumbai-colaba', radius: 3 }, 400, 'radius'],
    ['a price above 4', { neighborhoodId: 'mumbai-colaba', priceLevel: 5 }, 400, 'priceLevel'],
    ['a negative price', { neighborhoodId: 'mumbai-colaba', priceLevel: -1 }, 400, 'priceLevel'],
    ['neither id nor name', { type: 'all' }, 400, 'neighborhoodId'],
    ['an unknown id', { neighborhoodId: 'atlantis-centre' }, 404, 'neighborhoodId'],
    ['a name in a city we do not know', { neighborhood: { name: 'Qwxyz', city: 'Atlantis' } }, 400, 'neighborhood'],
    ['an unknown key', { neighborhoodId: 'mumbai-colaba', sortBy: 'rating' }, 400, ''],
  ])('%s', async (_name, body, status, field) => {
    const res = await search(body);
    expect(res.status).toBe(status);
    const error = res.body as { error: string; fields?: Record<string, string> };
    expect(error.error).toMatch(field || 'sortBy');
    if (field) expect(Object.keys(error.fields ?? {})).toContain(field);
  });
});
