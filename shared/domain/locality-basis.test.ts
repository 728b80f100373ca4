import { describe, expect, it } from 'vitest';
import {
  amenitiesBasis,
  formatDay,
  formatYearMonth,
  rentLabel,
  safetyScoreFromCrimeRate,
  walkabilityBasis,
} from './locality-basis';

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
    expect(amenitiesBasis(counted)).toEqual({
      kind: 'derived',
      scope: 'locality',
      text: 'Counted from 142 places on OpenStreetMap (23 November 2026), within a 20-minute walk.',
      source: null,
    });
    expect(walkabilityBasis(counted)).toMatchObject({
      kind: 'derived',
      text: /^Counted from 142 places on OpenStreetMap/,
    });
  });

  it('says "Estimate" first everywhere else, and never "counted from"', () => {
    for (const basis of [amenitiesBasis({}), walkabilityBasis({})]) {
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
