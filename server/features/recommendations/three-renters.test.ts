import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preferences } from '../../../shared/contracts/preferences';
import type { Neighbourhood, RecommendationsResult } from '../../../shared/contracts/recommendations';
import { NEAR_TEXT } from '../../../shared/domain/recommend/estimate-commute';
import { commuterPreferences } from '../../../shared/domain/recommend/test-localities';
import { NO_DIRECT_LINE } from '../../../shared/domain/recommend/transit-route';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

// Three people the finder has to get right, through both APIs and on the real dataset: a student
// on ₹10–20k who wants a PG bed near Christ University, a Pune couple who take transit to Hinjewadi
// and Magarpatta, and a Mumbai family after a 2 BHK on a Comfort budget.

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInAs(server, 'three-renters@example.com', 'Three Renters');
});
afterAll(() => server?.close());

const viaRest = async (preferences: Preferences, analysis: unknown = null) => {
  const res = await server.request('/api/housing/recommend-housing', { body: { preferences, analysis }, cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as RecommendationsResult;
};
const viaTrpc = async (preferences: Preferences) => {
  const res = await server.request('/trpc/recommendations.recommend', { body: { preferences }, cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { result: { data: RecommendationsResult } }).result.data;
};

const student = commuterPreferences(
  'Christ University, Bengaluru',
  { transit: 15, walking: 5, bicycling: 10 },
  { userCategory: 'budget', homeKind: 'pg', lifestylePreferences: ['casual', 'affordability', 'convenient'] },
);
const couple: Preferences = (() => {
  const p = commuterPreferences(
    'Hinjewadi, Pune',
    { transit: 30, driving: 30 },
    {
      userCategory: 'moderate',
      lifestylePreferences: ['quiet', 'greenSpaces', 'convenient'],
      customLifestyles: [{ name: 'Near a metro line', value: true }],
    },
  );
  return { ...p, secondCommute: { ...p.commute, workAddress: 'Magarpatta, Pune' } };
})();
const family = commuterPreferences(
  'Bandra Kurla Complex, Mumbai',
  { transit: 25, driving: 25 },
  { userCategory: 'comfort', homeKind: '2bhk', lifestylePreferences: ['familyFriendly', 'safety', 'greenSpaces'] },
);

/** What every result must keep, whoever searches. */
function expectKept(result: RecommendationsResult, preferences: Preferences) {
  const { recommendations: shown } = result;
  expect(shown.length).toBeGreaterThan(0);
  // Budgets kept: nothing over the budget above something that is not.
  const firstOver = shown.findIndex((n) => n.overBudget);
  if (firstOver >= 0) expect(shown.slice(firstOver).every((n) => n.overBudget)).toBe(true);
  expect(result.overBudgetCount).toBeGreaterThanOrEqual(shown.filter((n) => n.overBudget).length);
  for (const [i, n] of shown.entries()) {
    expect(n.rank).toBe(i + 1);
    expect(n.rentFor === null || n.rentFor.kind === result.homeKind.kind).toBe(true);
    // Every enabled mode, with a time or the reason there is none; never "0 min".
    const modes = Object.entries(preferences.commute.travelModes)
      .filter(([, m]) => m.enabled)
      .map(([k]) => k);
    expect(n.commutes.map((c) => c.mode)).toEqual(modes);
    for (const c of [...n.commutes, ...(n.secondCommutes ?? [])]) expectHonestCommute(c);
    expect(n.matchingFactors.join('\n')).not.toMatch(/\b0 min\b|· 0 km/);
    // The headline is the active mode wherever it has a time within its limit.
    const active = n.commutes.find((c) => c.mode === preferences.commute.travelMode);
    const activeLimit = preferences.commute.travelModes[preferences.commute.travelMode].distance;
    if (active?.minutes != null && active.km <= activeLimit) expect(n.commuteDetails!.travelMode).toBe(active.mode);
    // No tie without a stated reason.
    const above = shown[i - 1];
    if (above?.matchScore === n.matchScore)
      expect(n.matchingFactors.at(-1)).toMatch(new RegExp(`^Same ${n.matchScore}% as .+, which is listed first`));
  }
}

function expectHonestCommute(c: Neighbourhood['commutes'][number]) {
  if (c.minutes === null) expect([NO_DIRECT_LINE, NEAR_TEXT]).toContain(c.how);
  else expect(c.minutes).toBeGreaterThan(0);
  // A transit time always names its line and stations (or says walking is quicker).
  if (c.mode === 'transit' && c.minutes !== null)
    expect(c.how).toMatch(/^Walk [\d.]+ km to .+ to .+ \(.+km\/h.*\), walk|^Quicker on foot/);
}

describe('a student on ₹10–20k who wants a PG bed', () => {
  it('sees affordable PG areas first, the rents and reasons all about a PG bed', async () => {
    const result = await viaRest(student);
    expectKept(result, student);
    expect(result.homeKind).toEqual({ kind: 'pg', kinds: ['pg'], assumed: false });
    const top = result.recommendations.slice(0, 5);
    for (const n of top) {
      expect(n.overBudget, n.id).toBe(false);
      expect(n.rentFor, n.id).toMatchObject({
        kind: 'pg',
        basis: expect.stringMatching(/^a month per person, estimate for [A-Z][a-z]+ 20\d\d$/),
      });
      expect(n.rentFor!.min, n.id).toBeLessThanOrEqual(20_000);
      expect(n.matchingFactors[0], n.id).toMatch(/^PG bed rents of ₹[\d,]+–₹[\d,]+: (all )?within your Budget band/);
    }
    // The same through tRPC.
    expect(await viaTrpc(student)).toEqual(result);
  });
});

describe('a couple who take transit to two workplaces', () => {
  it('gets both commutes by every mode, transit said honestly, the metro preference kept as typed', async () => {
    const result = await viaRest(couple);
    expectKept(result, couple);
    expect(result.secondWorkLocation?.cityName).toBe('Pune');
    expect(result.homeKind).toEqual({ kind: '2bhk', kinds: ['2bhk'], assumed: true });
    for (const n of result.recommendations) {
      expect(
        n.secondCommutes?.map((c) => c.mode),
        n.id,
      ).toEqual(['transit', 'driving']);
      expect(
        n.matchingFactors.some((r) => r.includes('the second workplace (Magarpatta')),
        n.id,
      ).toBe(true);
      expect(
        n.matchingFactors.some((r) => r.startsWith('Your preference "Near a metro line": ')),
        n.id,
      ).toBe(true);
      expect(n.matchingFactors.join(' '), n.id).not.toMatch(/Accessibility/);
    }
    // Hinjewadi has no metro or suburban station within a walk (Line 3 was not open by our cut-off).
    const hinjewadi = result.recommendations.flatMap((n) => n.commutes.filter((c) => c.mode === 'transit'));
    expect(hinjewadi.every((c) => c.minutes === null)).toBe(true);
    // Magarpatta itself is under a kilometre from the second workplace.
    const magarpatta = result.recommendations.find((n) => n.id === 'pune-magarpatta');
    if (magarpatta) expect(magarpatta.secondCommutes?.every((c) => c.how === NEAR_TEXT)).toBe(true);
  });

  it('ranks the same whether or not a location history was analysed: a history only suggests', async () => {
    const analysis = {
      personality_traits: [],
      area_preferences: ['Busy nightlife districts', 'Parks and outdoor spaces'],
      lifestyle_indicators: ['3 evenings out a week'],
      activity_patterns: [],
      commute_insights: [],
      frequent_locations: ['Bar', 'Park'],
    };
    const without = await viaRest(couple);
    const withHistory = await viaRest(couple, analysis);
    expect(withHistory.recommendations).toEqual(without.recommendations);
  });
});

describe('a family after a 2 BHK on a Comfort budget', () => {
  it('keeps the budget, counts what costs more, and times the trains that go to work', async () => {
    const result = await viaRest(family);
    expectKept(result, family);
    expect(result.homeKind).toEqual({ kind: '2bhk', kinds: ['2bhk'], assumed: false });
    expect(result.overBudgetCount).toBeGreaterThan(0);
    expect(result.notes.join(' ')).toMatch(
      /\d+ neighbourhoods? within reach cost more than your Comfort band \(₹40,000–₹60,000\) for a 2 BHK/,
    );
    for (const n of result.recommendations.filter((r) => !r.overBudget))
      expect(n.rentFor!.min).toBeLessThanOrEqual(60_000);
    // Some homes have a direct suburban line to BKC's side of Kurla: timed, the line named, and headlined.
    const byTrain = result.recommendations.filter((n) =>
      n.commutes.some((c) => c.mode === 'transit' && c.minutes !== null),
    );
    expect(byTrain.length).toBeGreaterThan(0);
    for (const n of byTrain) {
      const transit = n.commutes.find((c) => c.mode === 'transit')!;
      expect(transit.how).toMatch(/Central Line|Harbour Line|Western Line|Line 3/);
      if (transit.km <= 25) expect(n.commuteDetails!.travelMode).toBe('transit');
    }
  });
});
