import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preferences } from '../../../shared/contracts/preferences';
import type { RecommendationsResult } from '../../../shared/contracts/recommendations';
import { loadDataset } from '../../data/load-dataset';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

// Every city in the city table answers a person who works there, through the API, with
// neighbourhoods of that city (and perhaps of a neighbouring one within reach). A workplace of the city (its first landmark: a business district,
// tech park or station) is typed as the work address, as a person would.

const dataset = loadDataset();
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInAs(server, 'every-city@example.com');
});
afterAll(() => server?.close());

function preferencesFor(workAddress: string): Preferences {
  const off = { enabled: false, distance: 10 };
  return {
    userCategory: 'moderate',
    commute: {
      workAddress,
      travelMode: 'driving',
      coordinates: null,
      travelModes: { walking: off, bicycling: off, transit: off, driving: { enabled: true, distance: 25 } },
    },
    lifestylePreferences: ['convenient', 'casualDining', 'greenSpaces'],
    customLifestyles: [],
    prioritizedMustHaves: [],
  };
}

describe('every listed city', () => {
  it.each(dataset.cities.map((city) => [city.name, city] as const))(
    '%s: a work address there gets neighbourhoods there',
    async (_, city) => {
      const workplace = dataset.landmarks.find((l) => l.city === city.id);
      expect(workplace, `${city.name} has no landmark to work at`).toBeDefined();
      const res = await server.request('/api/housing/recommend-housing', {
        body: { preferences: preferencesFor(`${workplace?.name}, ${city.name}`) },
        cookie,
      });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      const { recommendations, workLocation } = res.body as RecommendationsResult;
      expect(workLocation.cityId).toBe(city.id);
      expect(recommendations.length).toBeGreaterThanOrEqual(3);
      // Neighbouring cities may be nearer (Indirapuram, Ghaziabad, for Noida's Sector 62), so the
      // city's own are among them rather than all of them.
      expect(recommendations.filter((n) => n.city === city.name).length).toBeGreaterThanOrEqual(3);
    },
  );
});
