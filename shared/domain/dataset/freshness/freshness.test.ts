import { describe, expect, it } from 'vitest';
import type { DatedFact } from './dated-facts';
import { staleFacts, withShelfLives } from './find-stale-facts';

const fact = (kind: DatedFact['kind'], asOf: string, what: string = kind): DatedFact => ({
  kind,
  what,
  file: 'x.json',
  asOf,
});

describe('staleFacts', () => {
  const facts = [
    fact('rent', '2025-06-01', 'rents'),
    fact('placeStatus', '2026-11-27', 'a café'),
    fact('crime', '2021-12-31', 'a crime rate'),
  ];

  it('finds what is past its shelf life on the day, and nothing before it', () => {
    expect(staleFacts(facts, '2026-11-27')).toEqual([]);
    expect(staleFacts(facts, '2026-12-31').map((f) => f.what)).toEqual(['a crime rate']);
    expect(staleFacts(facts, '2027-06-01').map((f) => f.what)).toEqual(['a crime rate', 'rents']);
    expect(staleFacts(facts, '2027-11-27').map((f) => f.what)).toEqual(['a crime rate', 'rents', 'a café']);
  });

  it('lists facts oldest expiry first, with the day each goes stale', () => {
    expect(withShelfLives(facts).map((f) => [f.what, f.staleFrom])).toEqual([
      ['a crime rate', '2026-12-31'],
      ['rents', '2027-06-01'],
      ['a café', '2027-11-27'],
    ]);
  });
});
