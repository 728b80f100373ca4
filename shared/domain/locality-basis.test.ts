import { describe, expect, it } from 'vitest';
import { formatYearMonth, rentLabel, safetyScoreFromCrimeRate } from './locality-basis';

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
