import { describe, expect, it } from 'vitest';
import { formatDay, formatYearMonth } from './format-dates';
import {
  amenitiesBasis,
  rentBasis,
  rentLabel,
  safetyBasis,
  safetyScoreFromCrimeRate,
  transitBasis,
  walkabilityBasis,
} from './locality-basis';
import { makeCity } from './recommend/test-localities';

const DAY = '2026-12-02';

describe('safety from a city’s recorded crime', () => {
  it.each([
    [50, 10],
    [100, 10],
    [200, 8.5],
    [400, 7],
    [800, 5.5],
    [1600, 4],
    [1952.5, 3.6],
    [100_000, 0],
  ])('%s per lakh → %s', (perLakh, score) => {
    expect(safetyScoreFromCrimeRate(perLakh)).toBe(score);
  });

  it('never ranks a city with more recorded crime above one with less', () => {
    const rates = [86.5, 280.7, 299.2, 427.2, 450.1, 656.9, 847.7, 1202.8, 1358.2, 1952.5];
    const scores = rates.map(safetyScoreFromCrimeRate);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('rent labels', () => {
  it('names the month the estimate is for', () => {
    expect(formatYearMonth('2025-06')).toBe('June 2025');
    expect(rentLabel('2024-12')).toBe('Typical asking rent (estimate, December 2024)');
  });
});

describe('amenity levels and walkability: counted or estimate', () => {
  const counted = {
    derived: { method: 'walk-access-v1' as const, source: 'OpenStreetMap', asOf: '2026-11-23', counted: 142 },
  };

  it('says how many places were counted, on which map and when, where the map has been read', () => {
    expect(amenitiesBasis(counted, DAY)).toEqual({
      kind: 'derived',
      scope: 'locality',
      text: 'Counted from 142 places on OpenStreetMap (23 November 2026), within a 20-minute walk.',
      source: null,
      outOfDate: null,
    });
    expect(amenitiesBasis(counted, '2029-11-23').outOfDate).toBe(
      'Counted on 23 November 2026; the area may have changed since.',
    );
    expect(walkabilityBasis(counted, DAY)).toMatchObject({
      kind: 'derived',
      text: /^Counted from 142 places on OpenStreetMap/,
    });
  });

  it('says "Estimate" first everywhere else, and never "counted from"', () => {
    for (const basis of [amenitiesBasis({}, DAY), walkabilityBasis({}, DAY)]) {
      expect(basis.kind).toBe('estimate');
      expect(basis.text).toMatch(/^Estimate\b/);
      expect(basis.text).not.toMatch(/^Counted/);
    }
  });

  it('writes the day in words', () => {
    expect(formatDay('2026-01-05')).toBe('5 January 2026');
    expect(formatDay('2025-12-31')).toBe('31 December 2025');
  });
});

describe('dated figures say their age, and once past their shelf life say so', () => {
  const city = makeCity({
    id: 'kochi',
    name: 'Kochi',
    crimeRate: { perLakh: 3192.4, year: 2023, source: 'https://example.org/ncrb-2023' },
  });

  it('gives the NCRB year, and after five years tells the person to check locally, still scoring', () => {
    const fresh = safetyBasis({ city: 'kochi' }, city, DAY);
    expect(fresh.text).toMatch(/3,192\.4 recorded crimes per 1 lakh people \(NCRB 2023\)/);
    expect(fresh.outOfDate).toBeNull();
    const old = safetyBasis({ city: 'kochi' }, city, '2031-01-01');
    expect(old.text).toBe(fresh.text);
    expect(old.outOfDate).toBe('NCRB 2023 figures; newer ones may exist: check locally.');
  });

  it('dates rents by their month, and the transit data by its day', () => {
    const rent = { rent: { asOf: '2026-11', bhk2: { min: 20_000, max: 30_000 } } };
    expect(rentBasis(rent, DAY)).toMatchObject({ text: /November 2026/, outOfDate: null });
    expect(rentBasis(rent, '2028-11-01').outOfDate).toBe(
      'Estimated for November 2026; rents may have moved since: check current listings.',
    );
    expect(transitBasis(DAY).outOfDate).toBeNull();
    expect(transitBasis('2031-01-01').outOfDate).toMatch(/^Lines as of .*; newer lines or stations may have opened/);
  });
});
