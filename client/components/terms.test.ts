import { describe, expect, it } from 'vitest';
import { termsIn } from './terms';

describe('termsIn', () => {
  it('finds the terms a sentence uses, once each, and none in a plain one', () => {
    const safety =
      'City-level figure, the same for every neighbourhood of Pune: 412 recorded crimes per 1 lakh people (NCRB 2022). Recorded crime reflects reporting as well as risk. NCRB 2022 figures; newer ones may exist.';
    expect(termsIn(safety).map((t) => t.term)).toEqual(['NCRB']);
    expect(termsIn('Estimate from our editorial rubric (footpaths, shops within 500 m), not a measurement.')).toEqual([
      { term: 'Editorial rubric', means: expect.stringMatching(/checklist/) },
    ]);
    expect(termsIn('Estimate: our editorial levels, not counted from a map.').map((t) => t.term)).toEqual([
      'Editorial levels',
    ]);
    expect(termsIn('Delhi’s annual average PM2.5 was 107 µg/m³ in 2024.').map((t) => t.term)).toEqual(['PM2.5']);
    expect(termsIn('What we worked out from your location history, and your persona.').map((t) => t.term)).toEqual([
      'Persona',
    ]);
    expect(termsIn('PG bed, per person 1 RK 1 BHK 2 BHK').map((t) => t.term)).toEqual(['PG', '1 RK', 'BHK']);
    expect(termsIn('Typical asking rent: our reading of listing portals.')).toEqual([]);
    // A word that only contains one is not it.
    expect(termsIn('Personal data, personalised events')).toEqual([]);
  });
});
