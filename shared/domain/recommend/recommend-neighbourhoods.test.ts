import { describe, expect, it } from 'vitest';
import type { City, Locality } from '../dataset/schema';
import { recommendNeighbourhoods } from './recommend-neighbourhoods';
import { scoreMustHaves } from './score-must-haves';
import { makeCity, makeLocality, makePreferences, TEST_DAY } from './test-localities';
import { resolveWeights } from './weights';

const work = { lat: 19, lng: 73, cityId: 'testcity', state: 'Teststate' };
const city = (id: string, name: string, perLakh?: number): [string, City] => [
  id,
  makeCity({ id, name, ...(perLakh && { crimeRate: { perLakh, year: 2022, source: 'https://example.org/ncrb' } }) }),
];
// Test City has a published crime figure (400 per lakh: safety 7); Other City has none.
const cities = new Map([city('testcity', 'Test City', 400), city('other', 'Other City')]);
// ~0.009° latitude ≈ 1 km
const at = (km: number) => ({ lat: 19 + km * 0.009, lng: 73 });

function run(
  localities: Locality[],
  prefs = makePreferences(),
  extra: Partial<Parameters<typeof recommendNeighbourhoods>[0]> = {},
) {
  return recommendNeighbourhoods({ today: TEST_DAY, preferences: prefs, work, localities, cities, ...extra });
}

describe('recommendNeighbourhoods', () => {
  it('is deterministic whatever the order of the data', () => {
    const localities = Array.from({ length: 12 }, (_, i) => makeLocality({ id: `l${i}`, ...at(i + 1) }));
    const first = run(localities);
    const second = run([...localities].reverse());
    expect(second).toEqual(first);
  });

  it('leaves out places beyond every enabled mode’s distance limit, and says so when none are left', () => {
    const near = makeLocality({ id: 'near', ...at(5) });
    const far = makeLocality({ id: 'far', ...at(30) }); // ~40 km by road, past the 20 km driving limit
    expect(run([near, far]).recommendations.map((n) => n.id)).toEqual(['near']);
    const { recommendations, notes } = run([far]);
    expect(recommendations).toEqual([]);
    expect(notes[0]).toMatch(/within your commute limits/);
  });

  it("headlines the person's active mode, else the fastest timed mode within its limit", () => {
    const prefs = makePreferences();
    prefs.commute.travelModes.walking = { enabled: true, distance: 5 };
    const close = makeLocality({ id: 'close', ...at(1.2) });
    const [result] = run([close], prefs).recommendations;
    expect(result?.commuteDetails?.travelMode).toBe('driving'); // the active mode
    expect(result?.commutes.map((c) => c.mode)).toEqual(['walking', 'driving']);
    prefs.commute.travelMode = 'walking';
    const [walk] = run([close], prefs).recommendations;
    expect(walk?.commuteDetails).toMatchObject({ travelMode: 'walking', distance: 1.5, time: 20 }); // 1.2 km × 1.25
    prefs.commute.travelModes.walking.distance = 1; // walking now past its limit: the fastest other mode
    const [drive] = run([close], prefs).recommendations;
    expect(drive?.commuteDetails?.travelMode).toBe('driving');
  });

  it('never recommends another state, even within commuting range', () => {
    const elsewhere = makeLocality({ id: 'across-border', city: 'other', state: 'Otherstate', ...at(3) });
    const sameState = makeLocality({ id: 'same-state', city: 'other', ...at(4) });
    const ids = run([elsewhere, sameState]).recommendations.map((n) => n.id);
    expect(ids).toEqual(['same-state']);
  });

  it('ranks places within budget above cheaper-scoring ones beyond it, and explains both', () => {
    const pricey = makeLocality({
      id: 'pricey',
      ...at(2),
      lifestyle: ['nightlife', 'casualDining', 'greenSpaces'],
      rent: { asOf: '2025-06', bhk2: { min: 90_000, max: 120_000 } },
    });
    const fitting = makeLocality({ id: 'fitting', ...at(8) });
    const [first, second] = run([pricey, fitting]).recommendations;
    expect(first?.id).toBe('fitting');
    expect(first?.matchingFactors[0]).toMatch(/all within your Moderate band \(₹20,000–₹40,000\)/);
    expect(second?.matchingFactors[0]).toMatch(
      /Over your budget: 2 BHK rents start at ₹90,000, above your Moderate band \(₹20,000–₹40,000\)/,
    );
  });

  it('names preferences that could not be met or assessed', () => {
    const prefs = makePreferences({
      lifestylePreferences: ['quiet', 'nightlife', 'casualDining'],
      customLifestyles: [{ name: 'Near my grandmother', value: true }],
      prioritizedMustHaves: [{ name: 'parking', priority: 1 }],
    });
    const loud = makeLocality({
      id: 'loud',
      ...at(2),
      amenities: { ...makeLocality({ id: 'x' }).amenities, nightlife: 5 },
    });
    const [result] = run([loud], prefs).recommendations;
    expect(result?.matchingFactors).toContain('A poor match for Quiet (nightlife 5 of 5): ranked lower for it');
    expect(result?.matchingFactors).toContain('Not in our data, check locally: Parking, "Near my grandmother"');
  });

  it('gives a breakdown whose weighted sum is the match score', () => {
    const [result] = run([makeLocality({ id: 'a', ...at(3) })]).recommendations;
    const sum = result!.breakdown.reduce((s, b) => s + b.score * b.weight, 0);
    expect(Math.abs(sum - result!.matchScore)).toBeLessThanOrEqual(1);
    expect(result!.breakdown.map((b) => b.factor)).toEqual([
      'budget',
      'commute',
      'lifestyle',
      'mustHaves',
      'safety',
      'walkability',
    ]);
  });

  it("scores safety from the city's published figure, and leaves it out where there is none", () => {
    const [inCity] = run([makeLocality({ id: 'a', ...at(3) })]).recommendations;
    expect(inCity?.safetyScore).toBe(7);
    expect(inCity?.basis.safety).toMatchObject({ kind: 'published', scope: 'city' });
    expect(inCity?.basis.safety.text).toMatch(/City-level figure.*400 recorded crimes per 1 lakh people \(NCRB 2022\)/);

    const unknown = makeLocality({ id: 'b', city: 'other', ...at(3) });
    const prefs = makePreferences({ lifestylePreferences: ['safety', 'quiet', 'greenSpaces'] });
    const [result] = run([unknown], prefs, { work: { ...work, cityId: 'other' } }).recommendations;
    expect(result?.safetyScore).toBeNull();
    expect(result?.basis.safety).toMatchObject({ kind: 'none', source: null });
    expect(result?.breakdown.map((b) => b.factor)).not.toContain('safety');
    expect(result!.breakdown.reduce((sum, b) => sum + b.weight, 0)).toBeCloseTo(1, 2);
    const sum = result!.breakdown.reduce((s, b) => s + b.score * b.weight, 0);
    expect(Math.abs(sum - result!.matchScore)).toBeLessThanOrEqual(1);
    expect(result?.matchingFactors).toContain(
      'Could not assess from our data: safety (no published figure for this city)',
    );
  });

  it("uses a locality's own figure only when it names its source", () => {
    const own = makeLocality({
      id: 'own',
      ...at(3),
      safety: { score: 9, basis: 'a published police-station figure', year: 2023, source: 'https://example.org/p' },
    });
    const [result] = run([own]).recommendations;
    expect(result?.safetyScore).toBe(9);
    expect(result?.basis.safety).toMatchObject({
      kind: 'published',
      scope: 'locality',
      source: 'https://example.org/p',
    });
  });

  it('labels rents, walkability and amenity levels as estimates', () => {
    const [result] = run([makeLocality({ id: 'a', ...at(3) })]).recommendations;
    expect(result?.basis.rent).toMatchObject({ kind: 'estimate' });
    expect(result?.basis.rent.text).toMatch(/^Typical asking rent \(estimate, June 2025\)/);
    expect(result?.basis.walkability.kind).toBe('estimate');
    expect(result?.basis.amenities.kind).toBe('estimate');
  });
});

describe('scoreMustHaves', () => {
  it('weighs the first priority most', () => {
    const gymOnly = makeLocality({ id: 'g', amenities: { ...makeLocality({ id: 'x' }).amenities, gyms: 5, parks: 0 } });
    const ranked = (first: 'gym' | 'parks') => [
      { name: first, priority: 1 },
      { name: first === 'gym' ? ('parks' as const) : ('gym' as const), priority: 2 },
    ];
    expect(scoreMustHaves(gymOnly, ranked('gym')).score).toBeCloseTo(2 / 3);
    expect(scoreMustHaves(gymOnly, ranked('parks')).score).toBeCloseTo(1 / 3);
  });
});

describe('resolveWeights', () => {
  it('always sums to 1', () => {
    for (const hasMustHaves of [true, false]) {
      const total = Object.values(resolveWeights({ hasMustHaves })).reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(1, 10);
    }
  });
});
