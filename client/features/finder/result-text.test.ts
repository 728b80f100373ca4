import { describe, expect, it } from 'vitest';
import {
  amenityLines,
  assumedKindNote,
  commuteText,
  orderedCommutes,
  otherKindsLine,
  overBudgetHeading,
  overBudgetText,
  rentLine,
  rentRows,
} from './result-text';

// The card speaks of one kind of home, of every enabled mode, and never says "0 min · 0 km".

describe('commuteText', () => {
  it('gives transit its line and stations, other modes their distance', () => {
    const how = 'Walk 0.6 km to Vanaz, Purple Line to Civil Court (32 km/h average), walk 0.4 km';
    expect(commuteText({ mode: 'transit', minutes: 34, km: 9.8, how })).toBe(`34 min · ${how}`);
    expect(commuteText({ mode: 'driving', minutes: 28, km: 11.2, how: 'By road at 22 km/h' })).toBe('28 min · 11.2 km');
  });

  it('says why where there is no time, and under a kilometre never reads as 0 min · 0 km', () => {
    const none = 'No direct metro or suburban line; bus not in our data';
    expect(commuteText({ mode: 'transit', minutes: null, km: 14, how: none })).toBe(none);
    const near = "Under 1 km, a few minutes' walk";
    expect(commuteText({ mode: 'walking', minutes: null, km: 0.4, how: near })).toBe(near);
  });

  it('puts the headline mode first, the others in their order', () => {
    const options = (['walking', 'transit', 'driving'] as const).map((mode) => ({ mode, minutes: 5, km: 2, how: '' }));
    expect(orderedCommutes(options, 'transit').map((o) => o.mode)).toEqual(['transit', 'walking', 'driving']);
  });
});

describe('rents of one kind', () => {
  const rent = {
    asOf: '2025-06',
    pg: { min: 8000, max: 14000 },
    shared: null,
    bhk1: { min: 15000, max: 22000 },
    bhk2: { min: 24000, max: 35000 },
  };

  it('shows the chosen kind’s band with what it is, or says it is not known', () => {
    expect(rentLine({ kind: 'pg', min: 8000, max: 14000, basis: 'estimate, June 2025' }, 'pg')).toBe(
      'PG bed ₹8,000–₹14,000 a month (estimate, June 2025)',
    );
    expect(
      rentLine(
        { kind: 'shared', min: 9000, max: 12000, basis: 'a month per person, estimate for June 2025' },
        'shared',
      ),
    ).toBe('Room in a shared flat ₹9,000–₹12,000 a month per person, estimate for June 2025');
    expect(rentLine(null, 'pg')).toBe('PG rents not known here');
  });

  it('lists every kind the locality has, per person for a bed or a room, and not known where it is null', () => {
    expect(rentRows(rent, 'pg').map((r) => `${r.label}: ${r.text}`)).toEqual([
      'PG bed, per person: ₹8,000–₹14,000 a month',
      'Room in a shared flat, per person: not known',
      '1 BHK: ₹15,000–₹22,000 a month',
      '2 BHK: ₹24,000–₹35,000 a month',
    ]);
    // The kind the search is about is always listed, even where the locality says nothing of it.
    expect(rentRows(rent, '3bhk').at(-1)).toEqual({ kind: '3bhk', label: '3 BHK', text: 'not known' });
  });

  it('marks an over-budget place from its cheapest home of the kind, and counts them', () => {
    expect(overBudgetText({ kind: '2bhk', min: 45000, max: 70000, basis: '' })).toBe('Over your budget: from ₹45,000');
    expect(overBudgetHeading(1)).toBe('1 neighbourhood is over your budget');
    expect(overBudgetHeading(4)).toBe('4 neighbourhoods are over your budget');
  });

  it('gives the other asked-for kinds beside the one the card leads with', () => {
    const rent = { asOf: '2025-06', bhk2: { min: 30_000, max: 40_000 }, pg: { min: 9_000, max: 18_000 }, shared: null };
    expect(otherKindsLine(rent, ['pg', 'shared'], 'pg')).toBe('Also: Room in a shared flat not known here');
    expect(otherKindsLine({ ...rent, shared: { min: 13_000, max: 22_000 } }, ['pg', 'shared'], 'pg')).toBe(
      'Also: Room in a shared flat ₹13,000–₹22,000 a month per person',
    );
    expect(otherKindsLine(rent, ['pg'], 'pg')).toBeNull();
  });

  it('says once that the kind was assumed, and nothing when the person chose it', () => {
    expect(assumedKindNote({ kind: '2bhk', kinds: ['2bhk'], assumed: true })).toBe(
      'Rents shown for a 2 BHK, assumed from your budget: choose what you will rent in the form.',
    );
    expect(assumedKindNote({ kind: 'shared', kinds: ['shared'], assumed: true })).toMatch(
      /^Rents shown for a room in a shared flat,/,
    );
    expect(assumedKindNote({ kind: 'pg', kinds: ['pg'], assumed: false })).toBeNull();
  });
});

describe('amenityLines', () => {
  it('says the claim with its basis, what Discover Places lists, and what it lists none of', () => {
    const amenityClaims = {
      basis: 'estimate' as const,
      claim: 'Estimated: plenty of schools and nightlife.',
      listed: "Discover Places lists 1 school and 1 bar within 5 km (Basera's curated places).",
      unlisted:
        'Also rated highly by our estimate, but Discover Places lists none within 5 km, check locally: cafes and gyms.',
    };
    expect(amenityLines({ amenities: ['Schools', 'Nightlife'], amenityClaims })).toEqual([
      amenityClaims.claim,
      amenityClaims.listed,
      amenityClaims.unlisted,
    ]);
    expect(amenityLines({ amenities: [], amenityClaims: { ...amenityClaims, claim: null, listed: null } })).toEqual([
      amenityClaims.unlisted,
    ]);
  });

  it('keeps a selection saved before the claims existed as it was', () => {
    expect(amenityLines({ amenities: ['Parks', 'Cafes'] })).toEqual(['Plenty of: Parks, Cafes']);
    expect(amenityLines({ amenities: [] })).toEqual([]);
  });
});
