import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME_KIND_KEYS, HOME_KINDS } from '../../constants/home-kinds';
import { SPENDING_CATEGORY_KEYS } from '../../constants/spending-categories';
import type { Locality, TransitLine } from '../dataset/schema';
import { isAssessable, readCustomPreference } from './custom-preferences';
import { NEAR_TEXT } from './estimate-commute';
import { recommendNeighbourhoods } from './recommend-neighbourhoods';
import {
  aquaStation,
  commuterPreferences,
  makeAquaLine,
  makeCity,
  makeLocality,
  makePreferences,
  TEST_DAY,
} from './test-localities';
import { NO_DIRECT_LINE } from './transit-route';

// The finder for every renter (docs/recommendation-formula.md): the kind of home, budgets kept,
// the commute by each mode, ties explained, the person's own words kept.

const work = { lat: 19, lng: 73, cityId: 'testcity', state: 'Teststate', label: 'Test Tech Park' };
const cities = new Map([['testcity', makeCity({ id: 'testcity', name: 'Test City' })]]);
const at = (km: number, lngKm = 0) => ({ lat: 19 + km * 0.009, lng: 73 + lngKm * 0.0095 });
const run = (localities: Locality[], preferences = makePreferences(), transitLines: TransitLine[] = []) =>
  recommendNeighbourhoods({ today: TEST_DAY, preferences, work, localities, cities, transitLines });

describe('what kind of home', () => {
  const student = makePreferences({ userCategory: 'budget', homeKind: 'pg' });
  const withPg = (id: string, km: number, pg: { min: number; max: number } | null) =>
    makeLocality({ id, ...at(km), rent: { ...makeLocality({ id }).rent, pg } });

  it('speaks of the chosen kind in the rent, the reasons and the budget, never borrowing another', () => {
    const result = run([withPg('hostels', 3, { min: 7000, max: 14_000 }), withPg('no-pg-data', 2, null)], student);
    expect(result.homeKind).toEqual({ kind: 'pg', kinds: ['pg'], assumed: false });
    const [first, second] = result.recommendations;
    expect(first).toMatchObject({ id: 'hostels', rentFor: { kind: 'pg', min: 7000, max: 14_000 }, overBudget: false });
    expect(first?.rentFor?.basis).toBe('a month per person, estimate for June 2025');
    expect(first?.matchingFactors[0]).toBe(
      'PG bed rents of ₹7,000–₹14,000: within your Budget band (₹10,000–₹20,000) at the top, below it at the bottom',
    );
    // Closer, but its PG rents are not known: after the one known to fit, and said so.
    expect(second).toMatchObject({ id: 'no-pg-data', rentFor: null, overBudget: false });
    expect(second?.matchingFactors[0]).toBe('PG bed rents are not known here: check locally');
    expect(second?.matchingFactors.join(' ')).not.toMatch(/BHK/);
    expect(result.notes).toContain(
      'PG bed rents are not known for 1 neighbourhood within reach: listed after those known to fit your budget.',
    );
  });

  it('with several kinds ("PG or shared"), leads each place with the one that fits best, and both are seen', () => {
    const rent = (id: string, pg: { min: number; max: number } | null, shared: { min: number; max: number }) => ({
      ...makeLocality({ id }).rent,
      pg,
      shared,
    });
    const hostels = makeLocality({
      id: 'hostels',
      ...at(2),
      rent: rent('hostels', { min: 7000, max: 12_000 }, { min: 14_000, max: 24_000 }),
    });
    const flats = makeLocality({ id: 'flats', ...at(3), rent: rent('flats', null, { min: 9_000, max: 14_000 }) });
    const prefs = makePreferences({ homeKinds: ['pg', 'shared'], budget: { min: 8_000, max: 15_000 } });
    const result = run([hostels, flats], prefs);
    expect(result.homeKind).toEqual({ kind: 'pg', kinds: ['pg', 'shared'], assumed: false });
    const byId = new Map(result.recommendations.map((n) => [n.id, n]));
    expect(byId.get('hostels')?.rentFor).toMatchObject({ kind: 'pg', min: 7000, max: 12_000 });
    expect(byId.get('flats')?.rentFor).toMatchObject({ kind: 'shared', min: 9_000, max: 14_000 });
    expect(byId.get('flats')?.matchingFactors[0]).toBe(
      'Room in a shared flat rents of ₹9,000–₹14,000: all within your budget (₹8,000–₹15,000)',
    );
    // One kind alone: the place without PG beds has no rent to show for it.
    const pgOnly = run([hostels, flats], { ...prefs, homeKinds: ['pg'] });
    expect(pgOnly.recommendations.find((n) => n.id === 'flats')?.rentFor).toBeNull();
  });

  it('assumes a kind from the band and household when none is chosen, and says it was assumed', () => {
    const kindFor = (prefs: Parameters<typeof makePreferences>[0]) =>
      run([makeLocality({ id: 'a', ...at(3) })], makePreferences(prefs)).homeKind;
    expect(kindFor({ userCategory: 'budget' })).toEqual({ kind: '1bhk', kinds: ['1bhk'], assumed: true });
    expect(kindFor({ userCategory: 'budget', lifestylePreferences: ['familyFriendly', 'quiet', 'safety'] })).toEqual({
      kind: '2bhk',
      kinds: ['2bhk'],
      assumed: true,
    });
    expect(kindFor({ userCategory: 'moderate' }).kind).toBe('2bhk');
    expect(kindFor({ userCategory: 'luxury' }).kind).toBe('3bhk');
    expect(kindFor({ userCategory: 'luxury', homeKind: '1rk' })).toEqual({
      kind: '1rk',
      kinds: ['1rk'],
      assumed: false,
    });
    expect(kindFor({ userCategory: 'budget', homeKinds: ['pg', 'shared'] })).toEqual({
      kind: 'pg',
      kinds: ['pg', 'shared'],
      assumed: false,
    });
  });
});

describe('budgets kept', () => {
  it('never ranks a place over the budget above one that fits, and counts them', () => {
    const lovely = makeLocality({
      id: 'lovely-but-dear',
      ...at(1.5),
      lifestyle: ['casualDining', 'convenient', 'greenSpaces'],
      walkability: { score: 10, method: 'rubric-v1' },
      rent: { asOf: '2025-06', bhk1: { min: 22_000, max: 30_000 }, bhk2: { min: 45_000, max: 60_000 } },
    });
    const plain = makeLocality({ id: 'plain', ...at(12), lifestyle: ['quiet'] });
    const result = run([lovely, plain], makePreferences({ userCategory: 'budget' }));
    expect(result.recommendations.map((n) => [n.id, n.overBudget])).toEqual([
      ['plain', false],
      ['lovely-but-dear', true],
    ]);
    expect(result.overBudgetCount).toBe(1);
    expect(result.recommendations[1]?.matchingFactors[0]).toMatch(/^Over your budget: 1 BHK rents start at ₹22,000/);
    expect(result.notes).toContain(
      '1 neighbourhood within reach cost more than your Budget band (₹10,000–₹20,000) for a 1 BHK: listed after all the others, marked "over your budget".',
    );
    // None fits: said plainly.
    expect(run([lovely], makePreferences({ userCategory: 'budget' })).notes).toContain(
      'No neighbourhood within reach has a 1 BHK within your Budget band (₹10,000–₹20,000): the closest in price are shown, each marked over your budget.',
    );
  });

  it('holds for any rents, budget and kind: fitting, then unknown, then over the budget', () => {
    const band = fc.option(
      fc.tuple(fc.integer({ min: 3, max: 120 }), fc.integer({ min: 0, max: 40 })).map(([min, extra]) => ({
        min: min * 1000,
        max: (min + extra) * 1000,
      })),
    );
    const place = fc.record({
      km: fc.double({ min: 1, max: 14, noNaN: true }),
      pg: band,
      rk1: band,
      bhk1: band,
      bhk2: band,
    });
    fc.assert(
      fc.property(
        fc.array(place, { minLength: 1, maxLength: 14 }),
        fc.constantFrom(...SPENDING_CATEGORY_KEYS),
        fc.constantFrom(...HOME_KIND_KEYS),
        (places, userCategory, homeKind) => {
          const localities = places.map((p, i) =>
            makeLocality({
              id: `l${i}`,
              ...at(p.km),
              rent: {
                asOf: '2025-06',
                pg: p.pg,
                rk1: p.rk1,
                ...(p.bhk1 && { bhk1: p.bhk1 }),
                bhk2: p.bhk2 ?? { min: 30_000, max: 40_000 },
              },
            }),
          );
          const result = run(localities, makePreferences({ userCategory, homeKind }));
          const group = (n: (typeof result.recommendations)[number]) => (n.overBudget ? 2 : n.rentFor ? 0 : 1);
          const groups = result.recommendations.map(group);
          expect(groups).toEqual([...groups].sort());
          expect(result.recommendations.map((n) => n.rank)).toEqual(result.recommendations.map((_, i) => i + 1));
          for (const n of result.recommendations) {
            expect(n.rentFor === null || n.rentFor.kind === homeKind).toBe(true);
            // The reasons name the one kind, and no other.
            const others = HOME_KIND_KEYS.filter((k) => k !== homeKind).map((k) => HOME_KINDS[k].short);
            for (const other of others) expect(n.matchingFactors[0]).not.toContain(`${other} rents`);
          }
        },
      ),
      { numRuns: 300, seed: 27 },
    );
  });
});

describe('the commute they will make', () => {
  const lines: TransitLine[] = [makeAquaLine()];
  const office = makeLocality({ id: 'office-area', ...at(0), transit: { stations: [aquaStation('Tech Park', 0.3)] } });
  const onLine = makeLocality({ id: 'on-line', ...at(9), transit: { stations: [aquaStation('Riverside', 0.5)] } });
  const offLine = makeLocality({ id: 'off-line', ...at(0, 9) });
  const transitUser = commuterPreferences('Test Tech Park', { transit: 20, walking: 5, driving: 20 });

  it('gives every enabled mode, with the line and stations for transit, and headlines the active mode', () => {
    const result = run([office, onLine, offLine], transitUser, lines);
    const line = result.recommendations.find((n) => n.id === 'on-line')!;
    expect(line.commutes.map((c) => c.mode)).toEqual(['walking', 'transit', 'driving']);
    const transit = line.commutes.find((c) => c.mode === 'transit')!;
    expect(transit.minutes).toBeGreaterThan(0);
    expect(transit.how).toBe(
      'Walk 0.6 km to Riverside, Aqua Line to Tech Park (average 34 km/h, example.org), walk 0.4 km',
    );
    expect(line.commuteDetails).toMatchObject({ travelMode: 'transit', time: transit.minutes });
    expect(line.matchingFactors[1]).toMatch(
      /^About \d+ min to work by public transit, [\d.]+ km: Walk 0.6 km to Riverside/,
    );

    const off = result.recommendations.find((n) => n.id === 'off-line')!;
    expect(off.commutes.find((c) => c.mode === 'transit')).toMatchObject({ minutes: null, how: NO_DIRECT_LINE });
    expect(off.commuteDetails!.travelMode).toBe('driving'); // the fastest mode with a time
    expect(off.matchingFactors[1]).toMatch(
      /^About \d+ min to work by driving, [\d.]+ km; by public transit: No direct metro or suburban line; bus not in our data/,
    );
  });

  it('says "under 1 km" rather than "0 min · 0 km"', () => {
    const [here] = run([office], transitUser, lines).recommendations;
    expect(here?.commutes.every((c) => c.minutes === null && c.how === NEAR_TEXT)).toBe(true);
    expect(here?.matchingFactors[1]).toBe("To work: under 1 km, a few minutes' walk");
    expect(here?.matchingFactors.join(' ')).not.toMatch(/\b0 min/);
    expect(here?.breakdown.find((b) => b.factor === 'commute')?.score).toBe(100);
  });
});

describe('no ties without a reason', () => {
  it('breaks a tie in the rounded score by commute time, then budget fit, and says which', () => {
    // The farther one scores a hair higher (a more walkable place) but shows the same percentage: the
    // nearer one goes first, for its commute.
    const near = makeLocality({ id: 'near', name: 'Near', ...at(7) });
    const far = makeLocality({ id: 'far', name: 'Far', ...at(7.3), walkability: { score: 6, method: 'rubric-v1' } });
    const [first, second] = run([far, near]).recommendations;
    expect(first?.matchScore).toBe(second?.matchScore);
    expect([first?.id, first?.rank, second?.id, second?.rank]).toEqual(['near', 1, 'far', 2]);
    expect(second?.matchingFactors.at(-1)).toMatch(
      new RegExp(
        `^Same ${first?.matchScore}% as Near, which is listed first for its shorter commute \\(\\d+ vs \\d+ min\\)$`,
      ),
    );
    expect(first?.matchingFactors.join(' ')).not.toMatch(/^Same/m);
    const exact = (n: typeof first) => n!.breakdown.reduce((sum, b) => sum + b.score * b.weight, 0);
    expect(exact(second)).toBeGreaterThan(exact(first));
  });

  it('states a reason for every pair of neighbours that show the same percentage', () => {
    const localities = Array.from({ length: 20 }, (_, i) =>
      makeLocality({ id: `l${String(i).padStart(2, '0')}`, ...at(2 + (i % 7) * 0.4, i % 3) }),
    );
    const shown = run(localities, makePreferences(), []).recommendations;
    let ties = 0;
    for (const [i, n] of shown.entries()) {
      const above = shown[i - 1];
      if (above && above.matchScore === n.matchScore) {
        ties++;
        expect(n.matchingFactors.at(-1)).toMatch(
          new RegExp(`^Same ${n.matchScore}% as ${above.name}, which is listed first`),
        );
      }
    }
    expect(ties).toBeGreaterThan(0);
  });
});

describe('the person’s words kept', () => {
  it('keeps a custom lifestyle as typed, counts it by the fact that speaks to it, and never maps it to a key', () => {
    const prefs = makePreferences({
      customLifestyles: [
        { name: 'Near a metro line', value: true },
        { name: 'Dog-friendly society', value: true },
      ],
    });
    const metro = makeLocality({
      id: 'metro',
      ...at(3),
      transit: { stations: [{ name: 'Riverside', system: 'metro', lines: ['Aqua Line'], distanceKm: 0.5 }] },
    });
    const [result] = run([metro], prefs).recommendations;
    expect(result?.matchingFactors).toContain(
      'Your preference "Near a metro line": nearest metro or suburban station Riverside, 0.5 km',
    );
    expect(result?.matchingFactors).toContain('Not in our data, check locally: "Dog-friendly society"');
    expect(result?.matchingFactors.join(' ')).not.toMatch(/Accessibility|Pet Friendly/);
    // It counts: the same place without the station scores lower on lifestyle.
    const [bare] = run([makeLocality({ id: 'bare', ...at(3) })], prefs).recommendations;
    const lifestyle = (n: typeof result) => n?.breakdown.find((b) => b.factor === 'lifestyle')?.score ?? 0;
    expect(lifestyle(result)).toBeGreaterThan(lifestyle(bare));
    expect(bare?.matchingFactors).toContain(
      'Your preference "Near a metro line": no metro or suburban station listed nearby, a weak match',
    );
  });

  it('reads whole words: parking is not a park, public transport not a pub, a barber not a bar', () => {
    expect(isAssessable('Covered parking')).toBe(false);
    expect(isAssessable('Barber shop nearby')).toBe(false);
    expect(isAssessable('Personal trainer')).toBe(false);
    const locality = makeLocality({ id: 'x' });
    const fact = (name: string) => readCustomPreference(name, locality, { safety: 6 })?.fact ?? null;
    expect(fact('Good public transport')).toBe('no metro or suburban station listed nearby');
    expect(fact('A pub crawl')).toMatch(/^nightlife/);
    expect(fact('Quiet, peaceful lanes')).toMatch(/^nightlife/);
    expect(fact('Walkable streets')).toMatch(/^walkability/);
    expect(fact('Parks for jogging')).toMatch(/^parks/);
    expect(fact('Craft breweries')).toMatch(/^nightlife/);
    expect(fact('Safer area')).toBe('safety 6 of 10 (published crime figure)');
  });
});
