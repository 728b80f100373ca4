import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preferences } from '../../../shared/contracts/preferences';
import type { Neighbourhood, RecommendationsResult } from '../../../shared/contracts/recommendations';
import { haversineKm } from '../../../shared/domain/geo';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInAs(server, 'finder@example.com', 'Finder Person');
});
afterAll(() => server?.close());

const modes = (enabled: Partial<Record<'walking' | 'bicycling' | 'transit' | 'driving', number>>) => ({
  walking: { enabled: 'walking' in enabled, distance: enabled.walking ?? 5 },
  bicycling: { enabled: 'bicycling' in enabled, distance: enabled.bicycling ?? 10 },
  transit: { enabled: 'transit' in enabled, distance: enabled.transit ?? 15 },
  driving: { enabled: 'driving' in enabled, distance: enabled.driving ?? 20 },
});

function preferences(
  overrides: Partial<Preferences> & { work: string; travel: Parameters<typeof modes>[0] },
): Preferences {
  const { work, travel, ...rest } = overrides;
  const mode = Object.keys(travel)[0] as Preferences['commute']['travelMode'];
  return {
    userCategory: 'moderate',
    commute: { workAddress: work, travelMode: mode, coordinates: null, travelModes: modes(travel) },
    lifestylePreferences: ['casualDining', 'convenient', 'greenSpaces'],
    customLifestyles: [],
    prioritizedMustHaves: [],
    ...rest,
  };
}

async function recommend(prefs: Preferences, as = cookie) {
  return server.request('/api/housing/recommend-housing', { body: { preferences: prefs }, cookie: as });
}

const cheapestRent = (n: Neighbourhood) =>
  Math.min(...[n.rent.bhk1, n.rent.bhk2, n.rent.bhk3].flatMap((r) => (r ? [r.min] : [])));
const priciestRent = (n: Neighbourhood) =>
  Math.max(...[n.rent.bhk1, n.rent.bhk2, n.rent.bhk3].flatMap((r) => (r ? [r.max] : [])));

describe('realistic profiles', () => {
  it('a budget-conscious transit commuter to Hinjewadi gets affordable Pune places within 20 km', async () => {
    const res = await recommend(
      preferences({
        userCategory: 'budget',
        work: 'Hinjewadi Phase 1, Pune',
        travel: { transit: 20 },
        lifestylePreferences: ['affordability', 'convenient', 'casualDining'],
        prioritizedMustHaves: [
          { name: 'publicTransport', priority: 1 },
          { name: 'groceryStores', priority: 2 },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const { recommendations, workLocation } = res.body as RecommendationsResult;
    expect(workLocation).toMatchObject({ cityId: 'pune', source: 'landmark' });
    expect(recommendations.length).toBeGreaterThanOrEqual(5);
    for (const n of recommendations) {
      expect(n.city).toBe('Pune');
      expect(n.state).toBe('Maharashtra');
      expect(n.commuteDetails!.travelMode).toBe('transit');
      expect(n.commuteDetails!.distance).toBeLessThanOrEqual(20);
      expect(n.matchingFactors.length).toBeGreaterThanOrEqual(3);
    }
    // The top five can all be rented within ₹10,000–20,000 for some flat size.
    for (const n of recommendations.slice(0, 5)) {
      expect(cheapestRent(n), n.name).toBeLessThanOrEqual(20_000);
      expect(n.matchingFactors[0]).toMatch(/within your Budget band \(₹10,000–₹20,000\)/);
    }
  });

  it('a premium family near BKC gets Mumbai places in the ₹60,000–80,000 band with schools', async () => {
    const res = await recommend(
      preferences({
        userCategory: 'premium',
        work: 'Bandra Kurla Complex, Mumbai',
        travel: { driving: 20 },
        lifestylePreferences: ['familyFriendly', 'safety', 'greenSpaces', 'quiet'],
        prioritizedMustHaves: [
          { name: 'schools', priority: 1 },
          { name: 'parks', priority: 2 },
          { name: 'hospitals', priority: 3 },
        ],
      }),
    );
    const { recommendations, workLocation } = res.body as RecommendationsResult;
    expect(workLocation.cityId).toBe('mumbai');
    for (const n of recommendations) {
      expect(n.city).toBe('Mumbai');
      expect(n.commuteDetails!.distance).toBeLessThanOrEqual(20);
    }
    for (const n of recommendations.slice(0, 3)) {
      expect(cheapestRent(n), n.name).toBeLessThanOrEqual(80_000);
      expect(priciestRent(n), n.name).toBeGreaterThanOrEqual(60_000);
      // Schools are met by our estimate; the card says so, and whether Discover Places lists any there.
      expect(n.matchingFactors.join('\n'), n.name).toMatch(
        /^(Has your must-haves, by our estimate: Schools; Discover Places lists \d+ schools? within 5 km|Your must-haves by our estimate, but Discover Places lists none within 5 km, check locally: Schools)/m,
      );
    }
  });

  it('a nightlife-loving cyclist in Bengaluru gets lively places within cycling range', async () => {
    const res = await recommend(
      preferences({
        work: 'Embassy Golf Links, Bengaluru',
        travel: { bicycling: 10 },
        lifestylePreferences: ['nightlife', 'casualDining', 'socialGatherings'],
        customLifestyles: [{ name: 'Craft breweries', value: true }],
        prioritizedMustHaves: [{ name: 'bars', priority: 1 }],
      }),
    );
    const { recommendations, workLocation } = res.body as RecommendationsResult;
    const work = { lat: workLocation.lat, lng: workLocation.lng };
    expect(recommendations.length).toBeGreaterThanOrEqual(3);
    for (const n of recommendations) {
      expect(n.city).toBe('Bengaluru');
      expect(n.commuteDetails!).toMatchObject({ travelMode: 'bicycling' });
      expect(n.commuteDetails!.distance).toBeLessThanOrEqual(10);
      expect(haversineKm(work, n.coordinates)).toBeLessThan(10);
    }
    expect(recommendations[0]!.matchingFactors.join('\n')).toMatch(/Matches your lifestyle: .*Nightlife/);
    // Lively by our estimate: claimed where Discover Places lists a bar, else named as not listed there.
    const { amenities, amenityClaims } = recommendations[0]!;
    if (amenities.includes('Nightlife')) expect(amenityClaims?.listed).toMatch(/\d+ bars? within 5 km/);
    else expect(amenityClaims?.unlisted).toMatch(/lists none within 5 km, check locally: .*nightlife/);
  });

  it('a Cyber City driver stays in Haryana, and a Salt Lake commuter in Kolkata', async () => {
    const gurugram = (await recommend(preferences({ work: 'DLF Cyber City, Gurugram', travel: { driving: 25 } })))
      .body as RecommendationsResult;
    expect(gurugram.recommendations.length).toBeGreaterThan(3);
    for (const n of gurugram.recommendations) expect(n.state).toBe('Haryana');

    const kolkata = (await recommend(preferences({ work: 'Salt Lake Sector V', travel: { transit: 15, walking: 5 } })))
      .body as RecommendationsResult;
    expect(kolkata.workLocation.cityId).toBe('kolkata');
    for (const n of kolkata.recommendations) expect(n.city).toBe('Kolkata');
  });

  it('returns the same ranking for the same request', async () => {
    const prefs = preferences({ work: 'HITEC City, Hyderabad', travel: { driving: 15 } });
    const first = (await recommend(prefs)).body as RecommendationsResult;
    const second = (await recommend(prefs)).body as RecommendationsResult;
    expect(second.recommendations).toEqual(first.recommendations);
  });
});

describe('saving and reading per user', () => {
  it('requires a session for every finder endpoint', async () => {
    const prefs = preferences({ work: 'Powai, Mumbai', travel: { driving: 20 } });
    expect((await server.request('/api/housing/recommend-housing')).status).toBe(401);
    expect((await server.request('/api/housing/recommend-housing', { body: prefs })).status).toBe(401);
    expect((await server.request('/api/housing/recommend-housing', { body: { preferences: prefs } })).status).toBe(401);
    expect((await server.request('/api/user/persona', { body: prefs })).status).toBe(401);
  });

  it('saves the form, returns it, and keeps it from other users', async () => {
    const owner = await signInAs(server, 'owner@example.com');
    const other = await signInAs(server, 'other@example.com');
    const prefs = preferences({ work: 'Powai, Mumbai', travel: { driving: 20 } });
    const saved = await server.request('/api/housing/recommend-housing', { body: prefs, cookie: owner });
    expect(saved).toMatchObject({ status: 200, body: { success: true } });
    expect((await server.request('/api/housing/recommend-housing', { cookie: owner })).body).toEqual({
      preferences: prefs,
    });
    expect((await server.request('/api/housing/recommend-housing', { cookie: other })).body).toEqual({
      preferences: null,
    });
  });

  it('keeps the latest results and the selected neighbourhood for the user only', async () => {
    const person = await signInAs(server, 'selector@example.com');
    const res = await recommend(preferences({ work: 'Koramangala, Bengaluru', travel: { driving: 15 } }), person);
    const first = (res.body as RecommendationsResult).recommendations[0]!;
    const trpc = (path: string, input?: unknown, as = person) =>
      input === undefined
        ? server.request(`/trpc/${path}`, { cookie: as })
        : server.request(`/trpc/${path}`, { body: input, cookie: as });
    const latest = await trpc('recommendations.latest');
    // Recomputed from the saved input: the very same results, not just the same first place.
    expect((latest.body as { result: { data: RecommendationsResult } }).result.data).toEqual(res.body);

    const selected = await trpc('neighbourhoods.select', { id: first.id });
    expect(selected.status).toBe(200);
    const again = await trpc('neighbourhoods.selected');
    expect(again.body).toMatchObject({
      result: { data: { selectedNeighborhood: { id: first.id, matchScore: first.matchScore } } },
    });
    const stranger = await signInAs(server, 'stranger@example.com');
    expect((await trpc('neighbourhoods.selected', undefined, stranger)).body).toMatchObject({
      result: { data: { selectedNeighborhood: null } },
    });
    expect((await trpc('neighbourhoods.select', { id: 'nowhere-at-all' })).status).toBe(404);
  });

  it('saves a repeated search again after the form was changed in between', async () => {
    const person = await signInAs(server, 'repeat@example.com');
    const searched = preferences({ work: 'Powai, Mumbai', travel: { driving: 20 } });
    const edited = { ...searched, userCategory: 'luxury' as const };
    const read = async () => (await server.request('/api/housing/recommend-housing', { cookie: person })).body;
    expect((await recommend(searched, person)).status).toBe(200);
    expect(await read()).toEqual({ preferences: searched });
    await server.request('/api/housing/recommend-housing', { body: edited, cookie: person });
    expect(await read()).toEqual({ preferences: edited });
    expect((await recommend(searched, person)).status).toBe(200);
    expect(await read()).toEqual({ preferences: searched });
  });

  it('returns the latest of several searches', async () => {
    const person = await signInAs(server, 'searcher@example.com');
    await recommend(preferences({ work: 'Powai, Mumbai', travel: { driving: 20 } }), person);
    const second = await recommend(
      preferences({ work: 'Salt Lake Sector V, Kolkata', travel: { transit: 15 } }),
      person,
    );
    const latest = await server.request('/trpc/recommendations.latest', { cookie: person });
    expect((latest.body as { result: { data: RecommendationsResult } }).result.data.workLocation.cityName).toBe(
      'Kolkata',
    );
    expect((latest.body as { result: { data: RecommendationsResult } }).result.data).toEqual(second.body);
  });

  it('derives and saves a persona from the preferences', async () => {
    const res = await server.request('/api/user/persona', {
      body: preferences({ work: 'Powai', travel: { driving: 20 }, userCategory: 'luxury' }),
      cookie,
    });
    expect(res).toMatchObject({ status: 200, body: { persona: 'luxury' } });
  });
});

describe('bad input changes nothing', () => {
  const good = () => preferences({ work: 'Powai, Mumbai', travel: { driving: 20 } });
  const cases: [string, (p: Record<string, unknown> & Preferences) => unknown, RegExp][] = [
    ['an unknown category', (p) => ({ ...p, userCategory: 'ultra' }), /userCategory/],
    [
      'two lifestyle preferences',
      (p) => ({ ...p, lifestylePreferences: ['quiet', 'safety'] }),
      /Please select at least 3 lifestyle preferences\./,
    ],
    [
      'out-of-range coordinates',
      (p) => ({ ...p, commute: { ...p.commute, coordinates: { lat: 95, lng: 72.9 } } }),
      /commute\.coordinates\.lat/,
    ],
    [
      'a distance beyond the mode’s maximum',
      (p) => ({
        ...p,
        commute: { ...p.commute, travelModes: { ...p.commute.travelModes, walking: { enabled: true, distance: 12 } } },
      }),
      /commute\.travelModes\.walking\.distance: must be between 1 and 10 km/,
    ],
    [
      'an over-long work address',
      (p) => ({ ...p, commute: { ...p.commute, workAddress: 'x'.repeat(301) } }),
      /commute\.workAddress/,
    ],
    ['an unknown key', (p) => ({ ...p, isAdmin: true }), /isAdmin/],
    [
      'a duplicate custom lifestyle',
      (p) => ({ ...p, customLifestyles: [{ name: 'GreenSpaces', value: true }] }),
      /This lifestyle preference already exists!/,
    ],
  ];

  it.each(cases)('refuses %s with 400 naming the field', async (_name, mutate, message) => {
    const person = await signInAs(server, `bad-${_name.length}@example.com`);
    for (const body of [mutate(good() as never), { preferences: mutate(good() as never) }]) {
      const res = await server.request('/api/housing/recommend-housing', { body, cookie: person });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: expect.stringMatching(message) });
    }
    expect((await server.request('/api/housing/recommend-housing', { cookie: person })).body).toEqual({
      preferences: null,
    });
  });

  it('names each bad field in `fields`, with the code, beside the message', async () => {
    const person = await signInAs(server, 'fields@example.com');
    const bad = { ...good(), userCategory: 'royal', commute: { ...good().commute, workAddress: 'x'.repeat(301) } };
    const res = await server.request('/api/housing/recommend-housing', { body: bad, cookie: person });
    expect(res).toMatchObject({
      status: 400,
      body: {
        success: false,
        code: 'BAD_REQUEST',
        error: expect.stringMatching(/^Invalid request: /),
        fields: {
          userCategory: expect.stringMatching(/must be one of budget/),
          'commute.workAddress': 'must be at most 300 characters',
        },
      },
    });
    const trpc = await server.request('/trpc/recommendations.savePreferences', { body: bad, cookie: person });
    expect(trpc.status).toBe(400);
    expect(trpc.body).toMatchObject({
      error: { data: { appCode: 'BAD_REQUEST', fields: { 'commute.workAddress': 'must be at most 300 characters' } } },
    });
  });

  it('says clearly when the work address cannot be placed, and saves nothing', async () => {
    const person = await signInAs(server, 'lost@example.com');
    const res = await recommend(preferences({ work: 'Xyzzy Plugh Quux', travel: { driving: 20 } }), person);
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(/could not find “Xyzzy Plugh Quux”/);
    expect((res.body as { fields: Record<string, string> }).fields['commute.workAddress']).toMatch(/could not find/);
    expect((await server.request('/api/housing/recommend-housing', { cookie: person })).body).toEqual({
      preferences: null,
    });
  });
});

describe('POST /api/neighborhoods/search', () => {
  it('finds localities by fuzzy name, city alias and filters', async () => {
    const byName = await server.request('/api/neighborhoods/search', { body: { query: 'kormangala' } });
    expect(byName.body).toMatchObject({ results: [{ id: 'bengaluru-koramangala', city: 'Bengaluru' }] });
    const inCity = (await server.request('/api/neighborhoods/search', { body: { city: 'Bangalore', limit: 50 } }))
      .body as {
      results: { cityId: string }[];
      total: number;
      city: { id: string; isFallback: boolean };
    };
    expect(inCity.city).toEqual({ id: 'bengaluru', name: 'Bengaluru', isFallback: false });
    expect(inCity.total).toBeGreaterThanOrEqual(15);
    expect(inCity.results.every((r) => r.cityId === 'bengaluru')).toBe(true);
    const cheapNearMetro = (
      await server.request('/api/neighborhoods/search', {
        body: { city: 'Mumbai', filters: { maxRent: 40_000, nearMetro: true } },
      })
    ).body as { results: { rent: { bhk2: { min: number } } }[] };
    expect(cheapNearMetro.results.length).toBeGreaterThan(0);
    for (const r of cheapNearMetro.results) expect(r.rent.bhk2.min).toBeLessThanOrEqual(40_000);
  });

  it('falls back to New Delhi for an unknown city and says so', async () => {
    const res = await server.request('/api/neighborhoods/search', { body: { city: 'Atlantis' } });
    expect(res.body).toMatchObject({ city: { id: 'new-delhi', isFallback: true } });
  });

  it('refuses bad search input', async () => {
    const res = await server.request('/api/neighborhoods/search', { body: { query: 'x'.repeat(101) } });
    expect(res).toMatchObject({ status: 400, body: { error: expect.stringMatching(/query/) } });
  });
});
