import { describe, expect, it } from 'vitest';
import type { RenterFactsData } from '../dataset/renter-facts-schema';
import { recommendNeighbourhoods } from './recommend-neighbourhoods';
import { makeCity, makeLocality, makePreferences, TEST_DAY } from './test-localities';

// docs/recommendation-formula.md, "Renter filters": known not to meet a filter → left out; not known
// → kept but after every place known to meet it, and never described as meeting it.

const city = makeCity({ id: 'testcity', name: 'Test City' });
const cities = new Map([[city.id, city]]);
const work = { lat: 19, lng: 73, cityId: 'testcity', state: 'Teststate' };
const at = (km: number) => ({ lat: 19 + km * 0.009, lng: 73 });
const source = { source: 'Test Corporation, monsoon list', year: 2023 };
const list = (complete: boolean, listed: string[]): RenterFactsData => ({
  tenancy: [],
  whoCanRent: [],
  airQuality: [],
  waterSupply: [],
  floodLists: [
    {
      id: 'test-list',
      city: 'testcity',
      name: "Test Corporation's flood list",
      publisher: 'Test Corporation',
      complete,
      ...source,
      entries: listed.map((locality) => ({ locality, spot: `${locality} subway` })),
    },
  ],
});
// The wet place is the closest to work: without the filter it comes first.
const localities = [
  makeLocality({ id: 'wet', ...at(1) }),
  makeLocality({ id: 'dry', ...at(6) }),
  makeLocality({ id: 'dry-too', ...at(8) }),
];

describe('renter filters in the engine', () => {
  it('says a listed place is flood-prone even without the filter', () => {
    const result = recommendNeighbourhoods({
      today: TEST_DAY,
      preferences: makePreferences(),
      work,
      localities,
      cities,
      renterFacts: list(true, ['wet']),
    });
    expect(result.recommendations[0]?.id).toBe('wet');
    expect(result.recommendations[0]?.matchingFactors).toContain(
      "Flood-prone: wet subway is on Test Corporation's flood list (2023).",
    );
  });

  it('leaves out a listed place and says the rest are off a whole list', () => {
    const result = recommendNeighbourhoods({
      today: TEST_DAY,
      preferences: makePreferences({ renterFilters: ['awayFromFloodSpots'] }),
      work,
      localities,
      cities,
      renterFacts: list(true, ['wet']),
    });
    expect(result.recommendations.map((n) => n.id)).toEqual(['dry', 'dry-too']);
    expect(result.recommendations[0]?.renterFacts?.filters.awayFromFloodSpots).toBe('yes');
    expect(result.recommendations[0]?.matchingFactors).toContain("Not on Test Corporation's flood list (2023).");
    expect(result.notes).toEqual(['Away from flood spots: left out 1 neighbourhood on a published flood-prone list.']);
  });

  it('keeps places not known to meet a filter, marked so and listed after those known to', () => {
    // Only a partial list: 'wet' is known to be on it, the others are not known either way.
    const result = recommendNeighbourhoods({
      today: TEST_DAY,
      preferences: makePreferences({ renterFilters: ['awayFromFloodSpots', 'cleanerAir'] }),
      work,
      localities,
      cities,
      renterFacts: {
        ...list(false, ['wet']),
        airQuality: [
          { city: 'testcity', scope: 'station', station: 'Far Hill', localities: ['dry-too'], pm25: 30, ...source },
        ],
      },
    });
    // dry-too is known to have cleaner air, dry is not known: dry-too comes first despite its commute.
    expect(result.recommendations.map((n) => n.id)).toEqual(['dry-too', 'dry']);
    const dry = result.recommendations[1]!;
    expect(dry.renterFacts!.filters).toMatchObject({ awayFromFloodSpots: 'unknown', cleanerAir: 'unknown' });
    expect(dry.matchingFactors.some((r) => r.startsWith('Away from flood spots: not known.'))).toBe(true);
    expect(dry.matchingFactors.some((r) => r.startsWith('Cleaner air: not known.'))).toBe(true);
    expect(result.notes).toContain(
      'Away from flood spots: no published fact says this of any neighbourhood shown, so none is marked as meeting it; check before you rent.',
    );
    expect(result.notes).toContain(
      'Cleaner air: not known for 1 neighbourhood shown (no published fact either way); they come after those known to meet it.',
    );
  });

  it('never marks a place as pet- or bachelor-friendly without a source, and leaves out one reported for the place', () => {
    const result = recommendNeighbourhoods({
      today: TEST_DAY,
      preferences: makePreferences({ renterFilters: ['petsAllowed', 'bachelorFriendly'] }),
      work,
      localities,
      cities,
      renterFacts: {
        ...list(false, []),
        floodLists: [],
        whoCanRent: [
          {
            city: 'testcity',
            topic: 'bachelors',
            localities: ['wet'],
            text: 'Bachelors are reported to be refused in wet.',
            ...source,
          },
        ],
      },
    });
    expect(result.recommendations.map((n) => n.id)).toEqual(['dry', 'dry-too']);
    for (const n of result.recommendations) {
      expect(n.renterFacts!.filters.petsAllowed).toBe('unknown');
      expect(n.renterFacts!.filters.bachelorFriendly).toBe('unknown');
    }
    expect(result.notes).toContain(
      'Bachelor-friendly: left out 1 neighbourhood with a restriction on bachelors reported for the neighbourhood.',
    );
    expect(result.notes).toContain(
      'Pets allowed: no published fact says this of any neighbourhood shown, so none is marked as meeting it; check before you rent.',
    );
  });
});
