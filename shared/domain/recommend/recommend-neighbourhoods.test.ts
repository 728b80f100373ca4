import { describe, expect, it } from 'vitest';
import type { City, Locality } from '../dataset/schema';
import { recommendNeighbourhoods } from './recommend-neighbourhoods';
import { scoreBudget } from './score-budget';
import { scoreMustHaves } from './score-must-haves';
import { makeCity, makeLocality, makePreferences } from './test-localities';
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
  return recommendNeighbourhoods({ preferences: prefs, work, localities, cities, ...extra });
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

  it('reports the fastest enabled mode within its limit', () => {
    const prefs = makePreferences();
    prefs.commute.travelModes.walking = { enabled: true, distance: 5 };
    const [result] = run([makeLocality({ id: 'close', ...at(1) })], prefs).recommendations;
    expect(result?.commuteDetails.travelMode).toBe('driving'); // 1.35 km: driving 9 min beats walking 16 min
    prefs.commute.travelModes.driving.enabled = false;
    const [walk] = run([makeLocality({ id: 'close', ...at(1) })], prefs).recommendations;
    expect(walk?.commuteDetails).toMatchObject({ travelMode: 'walking', distance: 1.3 }); // 1 km × 1.25 detour
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
    expect(first?.matchingFactors[0]).toMatch(/fit your Moderate band \(₹20,000–₹40,000\)/);
    expect(second?.matchingFactors[0]).toMatch(
      /Above your Moderate band \(₹20,000–₹40,000\): 2 BHK rents start at ₹90,000/,
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
    expect(result?.matchingFactors).toContain('Not a strong match for: Quiet');
    expect(result?.matchingFactors).toContain('Not in our data, check locally: Parking');
    expect(result?.matchingFactors).toContain('Could not assess from our data: Near my grandmother');
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

  it('lets a timeline analysis shift the ranking toward what the person actually does', () => {
    const green = makeLocality({
      id: 'green',
      ...at(4.2),
      amenities: { ...makeLocality({ id: 'x' }).amenities, parks: 5, nightlife: 1 },
    });
    const busy = makeLocality({
      id: 'busy',
      ...at(3.8),
      amenities: { ...makeLocality({ id: 'x' }).amenities, parks: 1, nightlife: 4 },
    });
    const prefs = makePreferences({ lifestylePreferences: ['casualDining', 'convenient', 'shopping'] });
    const analysis = {
      personality_traits: [],
      area_preferences: ['Quiet residential streets', 'Green spaces and parks'],
      lifestyle_indicators: [],
      activity_patterns: [],
      commute_insights: [],
      frequent_locations: ['Park'],
    };
    // Same lifestyle fit for what was asked; busy is a little closer, so it wins without a timeline.
    const without = run([green, busy], prefs).recommendations.map((n) => n.id);
    const withTimeline = run([green, busy], prefs, { analysis }).recommendations;
    expect(without[0]).toBe('busy');
    expect(withTimeline[0]?.id).toBe('green');
    expect(withTimeline[0]?.matchingFactors.join('\n')).toMatch(/Fits your location history: Green Spaces, Quiet/);
  });
});

describe('scoreBudget', () => {
  const rent = { asOf: '2025-06', bhk1: { min: 12_000, max: 18_000 }, bhk2: { min: 25_000, max: 35_000 } };
  it('scores a full overlap 1, a partial one less, and rents above the band low', () => {
    expect(scoreBudget(rent, 'moderate').score).toBe(1);
    expect(scoreBudget({ asOf: '2025-06', bhk2: { min: 35_000, max: 45_000 } }, 'moderate').score).toBeCloseTo(0.85);
    const above = scoreBudget({ asOf: '2025-06', bhk2: { min: 70_000, max: 90_000 } }, 'moderate');
    expect(above).toMatchObject({ fits: false, farAbove: true, score: 0 });
  });
  it('treats luxury as open-ended', () => {
    expect(scoreBudget({ asOf: '2025-06', bhk2: { min: 150_000, max: 250_000 } }, 'luxury')).toMatchObject({
      fits: true,
      score: 1,
    });
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
    for (const hasMustHaves of [true, false])
      for (const hasTimelineSignals of [true, false]) {
        const total = Object.values(resolveWeights({ hasMustHaves, hasTimelineSignals })).reduce((a, b) => a + b, 0);
        expect(total).toBeCloseTo(1, 10);
      }
  });
});
