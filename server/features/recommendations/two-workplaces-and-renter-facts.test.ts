import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preferences } from '../../../shared/contracts/preferences';
import type { RecommendationsResult } from '../../../shared/contracts/recommendations';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

// Through the API: a second workplace (geocoded, stored with the search, in the cache key,
// both commutes on every result) and the renter facts and filters.

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInAs(server, 'couple@example.com', 'Couple Person');
});
afterAll(() => server?.close());

const driving = (km: number) => ({
  walking: { enabled: false, distance: 5 },
  bicycling: { enabled: false, distance: 10 },
  transit: { enabled: false, distance: 15 },
  driving: { enabled: true, distance: km },
});
const commute = (workAddress: string, km: number) => ({
  workAddress,
  travelMode: 'driving' as const,
  coordinates: null,
  travelModes: driving(km),
});
const base = (work: string, km: number, extra: Partial<Preferences> = {}): Preferences => ({
  userCategory: 'moderate',
  commute: commute(work, km),
  lifestylePreferences: ['casualDining', 'convenient', 'greenSpaces'],
  customLifestyles: [],
  prioritizedMustHaves: [],
  ...extra,
});
const recommend = (preferences: Preferences, as = cookie) =>
  server.request('/api/housing/recommend-housing', { body: { preferences }, cookie: as });
const latest = async (as = cookie) =>
  (
    (await server.request('/trpc/recommendations.latest', { cookie: as })).body as {
      result: { data: RecommendationsResult };
    }
  ).result.data;

describe('two workplaces', () => {
  it('ranks places within reach of both offices, shows both times, and keeps the second with the search', async () => {
    const couple = await signInAs(server, 'two-offices@example.com');
    const one = base('Manyata Tech Park, Bengaluru', 25);
    const two = base('Manyata Tech Park, Bengaluru', 25, {
      secondCommute: commute('Electronic City Phase 1, Bengaluru', 25),
    });
    const alone = (await recommend(one, couple)).body as RecommendationsResult;
    const res = await recommend(two, couple);
    expect(res.status).toBe(200);
    const result = res.body as RecommendationsResult;
    expect(result.secondWorkLocation?.cityName).toBe('Bengaluru');
    expect(result.recommendations.length).toBeGreaterThan(0);
    for (const n of result.recommendations) {
      expect(n.secondCommuteDetails, n.id).toBeDefined();
      // Each commute within its own 25 km driving limit.
      expect(n.commuteDetails!.distance, n.id).toBeLessThanOrEqual(25);
      expect(n.secondCommuteDetails!.distance, n.id).toBeLessThanOrEqual(25);
      expect(n.matchingFactors.some((r) => r.includes('the second workplace'))).toBe(true);
    }
    // Manyata's nearest neighbours (Hebbal, Thanisandra) are too far from Electronic City for both.
    expect(alone.recommendations[0]?.secondCommuteDetails).toBeUndefined();
    expect(result.recommendations.map((n) => n.id)).not.toEqual(alone.recommendations.map((n) => n.id));

    // Stored: the results page after a reload recomputes the same two-workplace results.
    expect(await latest(couple)).toEqual(result);
    expect((await server.request('/api/housing/recommend-housing', { cookie: couple })).body).toEqual({
      preferences: two,
    });
    // The same search again takes the cache and answers the same; without the second, as before.
    expect((await recommend(two, couple)).body).toEqual(result);
    expect((await recommend(one, couple)).body).toEqual(alone);
    expect(await latest(couple)).toEqual(alone);
  });

  it('says which address could not be placed', async () => {
    const res = await recommend(
      base('Manyata Tech Park, Bengaluru', 25, { secondCommute: commute('Qwxzv Nowhere Plaza', 25) }),
    );
    expect(res.status).toBe(400);
    expect((res.body as { fields?: Record<string, string> }).fields).toHaveProperty(['secondCommute.workAddress']);
  });
});

describe('renter facts and filters', () => {
  it('carries sourced facts on every result and names a listed flood spot', async () => {
    // 5 km by car from Dadar: a handful of places, Dadar itself among them.
    const result = (await recommend(base('Dadar station, Mumbai', 5))).body as RecommendationsResult;
    const dadar = result.recommendations.find((n) => n.id === 'mumbai-dadar');
    expect(dadar?.renterFacts?.flood).toMatchObject({ status: 'listed', year: 2023 });
    expect(dadar?.renterFacts?.flood.source).toMatch(/Free Press Journal/);
    expect(dadar?.matchingFactors.some((r) => r.startsWith('Flood-prone: Hindmata'))).toBe(true);
    for (const n of result.recommendations.filter((r) => r.state === 'Maharashtra')) {
      expect(
        n.renterFacts!.tenancy.some((t) => t.topic === 'registration' && /section 55/.test(t.source)),
        n.id,
      ).toBe(true);
      // Reported restrictions are about the city at large: never 'no' for a neighbourhood; 'yes' only
      // where PG beds or shared rooms are let (our rent data), else not known.
      expect(n.renterFacts!.filters.bachelorFriendly).toBe(n.rent.pg || n.rent.shared ? 'yes' : 'unknown');
    }
  });

  it('leaves out the listed flood spots under "away from flood spots", and says so', async () => {
    const result = (await recommend(base('Dadar station, Mumbai', 20, { renterFilters: ['awayFromFloodSpots'] })))
      .body as RecommendationsResult;
    const ids = result.recommendations.map((n) => n.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const listed of ['mumbai-dadar', 'mumbai-matunga', 'mumbai-santacruz-west', 'mumbai-andheri-west'])
      expect(ids).not.toContain(listed);
    expect(
      result.notes.some((n) => /^Away from flood spots: left out \d+ neighbourhoods? on a published/.test(n)),
    ).toBe(true);
    // BMC's list is known only in part: the rest are "not known", never "yes".
    for (const n of result.recommendations) expect(n.renterFacts!.filters.awayFromFloodSpots).toBe('unknown');
  });

  it('leaves out Delhi under "cleaner air" (99.7 µg/m³ in 2022)', async () => {
    const result = (await recommend(base('Connaught Place, New Delhi', 20, { renterFilters: ['cleanerAir'] })))
      .body as RecommendationsResult;
    expect(result.recommendations.filter((n) => n.city === 'New Delhi')).toEqual([]);
    expect(result.notes.join(' ')).toMatch(/Cleaner air: left out \d+ neighbourhoods/);
  });
});
