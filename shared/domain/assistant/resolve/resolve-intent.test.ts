import { describe, expect, it } from 'vitest';
import { resolveIntent } from './resolve-intent';

describe('the kind of answer, once the neighbourhoods a question names are known', () => {
  it('reads two named neighbourhoods as a comparison when the words asked nothing more specific', () => {
    // "Koramangala or Indiranagar for a student?", "Baner Aundh"
    for (const understood of [
      'unknown',
      'about_neighbourhood',
      'best_neighbourhood',
      'shopping',
      'places_nearby',
    ] as const)
      expect(resolveIntent({ understood, named: 2, knowsWork: false })).toBe('compare');
  });

  it('keeps a subject of its own when two are named ("rent in Baner and Aundh", "is Baner or Aundh safer")', () => {
    expect(resolveIntent({ understood: 'rents', named: 2, knowsWork: false })).toBe('rents');
    expect(resolveIntent({ understood: 'safety', named: 3, knowsWork: true })).toBe('safety');
  });

  it('reads one named neighbourhood and nothing else understood as a question about it', () => {
    // "more about Santacruz East pls"
    expect(resolveIntent({ understood: 'unknown', named: 1, knowsWork: false })).toBe('about_neighbourhood');
    expect(resolveIntent({ understood: 'unknown', named: 0, knowsWork: false })).toBe('unknown');
    expect(resolveIntent({ understood: 'shopping', named: 1, knowsWork: false })).toBe('shopping');
  });

  it('reads travel between two named places as transit, unless we know the office it could be about', () => {
    // "Electronic City to Koramangala daily travel"
    expect(resolveIntent({ understood: 'commute', named: 2, knowsWork: false })).toBe('transit');
    expect(resolveIntent({ understood: 'commute', named: 2, knowsWork: true })).toBe('commute');
    expect(resolveIntent({ understood: 'commute', named: 1, knowsWork: false })).toBe('commute');
  });
});
