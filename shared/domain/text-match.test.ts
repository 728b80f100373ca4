import { describe, expect, it } from 'vitest';
import { fuzzyWordSimilarity, matchScore, normalizeText } from './text-match';

describe('normalizeText', () => {
  it('folds case, accents, punctuation and common abbreviations', () => {
    expect(normalizeText('  Koramangala 5th-Block,  Café Rd. ')).toBe('koramangala 5th block cafe road');
    expect(normalizeText('Hinjewadi Ph 1')).toBe('hinjewadi phase 1');
    expect(normalizeText('A&B')).toBe('a and b');
  });
});

describe('matchScore', () => {
  it('ranks exact over contained over fuzzy, and rejects unrelated names', () => {
    const exact = matchScore('koramangala', 'koramangala');
    const longerQuery = matchScore('koramangala 5th block', 'koramangala');
    const partial = matchScore('manyata', 'manyata tech park');
    const typo = matchScore('whitefeild', 'whitefield');
    expect(exact).toBe(1);
    expect(longerQuery).toBeGreaterThan(0.85);
    expect(partial).toBeGreaterThan(0.75);
    expect(typo).toBeGreaterThan(0.6);
    expect(typo).toBeLessThan(partial);
    expect(matchScore('andheri', 'indiranagar')).toBeLessThan(0.55);
    expect(matchScore('', 'x')).toBe(0);
  });

  it('does not mistake a word for another that only shares letters', () => {
    expect(fuzzyWordSimilarity('malleshwaram', 'malleswaram')).toBeGreaterThan(0.75);
    expect(fuzzyWordSimilarity('vashi', 'vasai')).toBeLessThan(0.75);
    expect(matchScore('sector 62', 'sector 26')).toBeLessThan(0.55);
  });
});
