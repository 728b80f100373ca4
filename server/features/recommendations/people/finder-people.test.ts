import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIFESTYLE_LABELS } from '../../../../shared/constants/lifestyles';
import { type Preferences, preferencesSchema } from '../../../../shared/contracts/preferences';
import type { RecommendationsResult } from '../../../../shared/contracts/recommendations';
import { loadDataset } from '../../../data/load-dataset';
import { createGazetteerGeocoder } from '../../geocoding';
import { rank } from '../recommend-for-user';
import { cityCentre, resolveWorkLocation } from '../resolve-work-location';
import { FINDER_PEOPLE } from './finder-people';

// The finder against twelve people and the three places a local friend would name for each
// (finder-people.ts, docs/recommendation-formula.md "Twelve people"), on the real dataset, with
// the work addresses placed as the API places them. Transit runs on the lines' speeds here: the
// timetables need a database, and these people mostly drive.

const dataset = loadDataset();
const geocoder = createGazetteerGeocoder(dataset);
const TODAY = '2026-12-02';

async function search(preferences: Preferences): Promise<RecommendationsResult> {
  const prefs = preferencesSchema.parse(preferences);
  const workLocation =
    prefs.commute.anchor === 'none'
      ? cityCentre(dataset, prefs.commute.city ?? '')
      : await resolveWorkLocation(geocoder, prefs.commute);
  const second = prefs.secondCommute && (await resolveWorkLocation(geocoder, prefs.secondCommute, 'secondCommute'));
  return rank(
    dataset,
    { preferences: prefs, analysis: null, workLocation, ...(second && { secondWorkLocation: second }) },
    TODAY,
  );
}

const named = (id: string) => dataset.localities.find((l) => l.id === id)?.name ?? id;

describe('twelve people and their expected top three', () => {
  it('puts at least two of each person’s three in the first five, for at least eleven of the twelve', async () => {
    const misses: string[] = [];
    for (const person of FINDER_PEOPLE) {
      const { recommendations } = await search(person.preferences);
      const top = recommendations.slice(0, 5).map((n) => n.id);
      if (person.expected.filter((id) => top.includes(id)).length < 2)
        misses.push(`${person.who}: got ${top.map(named).join(', ')}`);
    }
    expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(1);
  });

  it('never leads with a place that clearly fails a lifestyle the person chose, and says so wherever one is shown', async () => {
    for (const person of FINDER_PEOPLE) {
      const { recommendations } = await search(person.preferences);
      const [first] = recommendations;
      expect(first?.matchingFactors.join('\n'), person.who).not.toMatch(/ranked lower for it/);
      for (const n of recommendations) {
        for (const reason of n.matchingFactors.filter((r) => r.includes('ranked lower for it'))) {
          const label = reason.match(/^A poor match for (.+?) \(/)?.[1];
          const chosen = person.preferences.lifestylePreferences.map((k) => LIFESTYLE_LABELS[k]);
          expect(chosen, reason).toContain(label);
        }
      }
    }
  });

  it('lists every person with their expected three in the docs table', () => {
    const docs = readFileSync(new URL('../../../../docs/recommendation-formula.md', import.meta.url), 'utf8');
    for (const person of FINDER_PEOPLE) {
      const row = docs.split('\n').find((line) => line.startsWith(`| ${person.who} |`));
      expect(row, person.who).toBeDefined();
      for (const id of person.expected) expect(row, person.who).toContain(named(id));
    }
  });
});

describe('what each person asked for decides', () => {
  const retiree = FINDER_PEOPLE[0]!.preferences;

  it('a quiet-seeking retiree whose daughter lives by HITEC City does not get the nightlife hub first', async () => {
    const atHitec = { ...retiree, commute: { ...retiree.commute, workAddress: 'HITEC City, Hyderabad' } };
    const { recommendations } = await search(atHitec);
    const ids = recommendations.map((n) => n.id);
    expect(ids.indexOf('hyderabad-madhapur')).toBeGreaterThan(2);
    const madhapur = recommendations.find((n) => n.id === 'hyderabad-madhapur');
    expect(madhapur?.matchingFactors).toContain('A poor match for Quiet (nightlife 5 of 5): ranked lower for it');
    // Without the quiet lifestyle, the same search has Madhapur, a minute away, higher.
    const { recommendations: loud } = await search({
      ...atHitec,
      lifestylePreferences: ['greenSpaces', 'relaxing', 'convenient'],
    });
    expect(loud.findIndex((n) => n.id === 'hyderabad-madhapur')).toBeLessThan(ids.indexOf('hyderabad-madhapur'));
  });

  it('a couple with ₹35–50k sees claims true of both ranges', async () => {
    const { recommendations } = await search(FINDER_PEOPLE[2]!.preferences);
    for (const n of recommendations) {
      const claim = n.matchingFactors[0]!;
      const { min, max } = n.rentFor!;
      if (min >= 35_000 && max <= 50_000) expect(claim).toMatch(/all within your budget \(₹35,000–₹50,000\)/);
      if (min < 35_000 && max <= 50_000 && max >= 35_000) expect(claim).toMatch(/at the top, below it at the bottom/);
      if (max > 50_000 && min <= 50_000 && min >= 35_000) expect(claim).toMatch(/at the bottom, above it at the top/);
      expect(claim).not.toMatch(/\bfit/);
    }
  });

  it('two workplaces 25 km apart (Hinjewadi and Kharadi) give results with limits in minutes, judged either way', async () => {
    const couple = FINDER_PEOPLE[2]!.preferences;
    const bySum = await search(couple);
    const byLonger = await search({ ...couple, judgeCommutesBy: 'longer' });
    expect(bySum.recommendations.length).toBeGreaterThanOrEqual(5);
    expect(byLonger.recommendations.length).toBeGreaterThanOrEqual(3);
    for (const n of byLonger.recommendations) {
      expect(n.commuteDetails!.time).toBeLessThanOrEqual(60);
      expect(n.secondCommuteDetails!.time).toBeLessThanOrEqual(60);
    }
    for (const n of bySum.recommendations)
      expect(n.commuteDetails!.time + n.secondCommuteDetails!.time).toBeLessThanOrEqual(120);
    // Judged by their sum, one commute may run long where the other is short: more places qualify.
    expect(bySum.recommendations.length).toBeGreaterThan(byLonger.recommendations.length);
  });

  it('a student after a PG bed or a shared room is shown, per place, the kind that fits best', async () => {
    const student = FINDER_PEOPLE[1]!.preferences;
    const result = await search(student);
    expect(result.homeKind).toEqual({ kind: 'pg', kinds: ['pg', 'shared'], assumed: false });
    for (const n of result.recommendations) {
      const pg = n.rent.pg;
      const shared = n.rent.shared;
      // The cheaper of the two leads wherever both are known and the budget's top lies within them.
      if (pg && shared && pg.min < shared.min && pg.max <= shared.max) expect(n.rentFor?.kind, n.name).toBe('pg');
      if (!pg && shared) expect(n.rentFor?.kind, n.name).toBe('shared');
    }
  });

  it('someone who does not commute gets the city’s neighbourhoods, ranked without travel, and is told so', async () => {
    const result = await search(FINDER_PEOPLE[11]!.preferences);
    expect(result.recommendations.length).toBe(10);
    for (const n of result.recommendations) {
      expect(n.city).toBe('Pune');
      expect(n.commuteDetails).toBeUndefined();
      expect(n.commutes).toEqual([]);
      expect(n.breakdown.map((b) => b.factor)).not.toContain('commute');
    }
    expect(result.notes[0]).toMatch(/^You do not commute, so neighbourhoods in Pune are ranked on your budget/);
  });
});
