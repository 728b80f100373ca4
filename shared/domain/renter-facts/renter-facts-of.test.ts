import { describe, expect, it } from 'vitest';
import type { RenterFactsData } from '../dataset/renter-facts-schema';
import { renterFactsOf, renterFilterStatuses } from './renter-facts-of';

// docs/data.md, "Renter facts": a filter is met only by a fact we hold; no source is 'unknown'.

const source = { source: 'Test Gazette, a test report', year: 2023 };
const DAY = '2026-12-02';
const data: RenterFactsData = {
  tenancy: [
    { city: 'alpha', norms: [{ topic: 'deposit', kind: 'law', text: 'At most two months of rent.', ...source }] },
  ],
  whoCanRent: [
    { city: 'alpha', topic: 'pets', text: 'Pet owners are reported to be refused in some societies.', ...source },
    {
      city: 'alpha',
      topic: 'bachelors',
      localities: ['alpha-east'],
      text: 'Bachelors are reported to be refused in Alpha East.',
      ...source,
    },
  ],
  floodLists: [
    {
      id: 'alpha-list',
      city: 'alpha',
      name: "Alpha Corporation's flood list",
      publisher: 'Alpha Corporation',
      complete: true,
      ...source,
      entries: [{ locality: 'alpha-east', spot: 'East Subway' }],
    },
    {
      id: 'beta-list',
      city: 'beta',
      name: "Beta Corporation's flood spots",
      publisher: 'Beta Corporation',
      complete: false,
      ...source,
      entries: [{ locality: 'beta-low', spot: 'Low Road' }],
    },
  ],
  airQuality: [
    { city: 'alpha', scope: 'city', pm25: 35, ...source },
    { city: 'beta', scope: 'city', pm25: 90, ...source },
    { city: 'beta', scope: 'station', station: 'Beta Hills', localities: ['beta-hills'], pm25: 38, ...source },
  ],
  waterSupply: [],
};
const alphaEast = { id: 'alpha-east', city: 'alpha' };
const alphaWest = { id: 'alpha-west', city: 'alpha' };

describe('renterFilterStatuses', () => {
  it('knows a place is off a whole list, on a list, or not known from a partial one or none', () => {
    expect(renterFilterStatuses(alphaWest, data).awayFromFloodSpots).toBe('yes');
    expect(renterFilterStatuses(alphaEast, data).awayFromFloodSpots).toBe('no');
    expect(renterFilterStatuses({ id: 'beta-low', city: 'beta' }, data).awayFromFloodSpots).toBe('no');
    expect(renterFilterStatuses({ id: 'beta-high', city: 'beta' }, data).awayFromFloodSpots).toBe('unknown');
    expect(renterFilterStatuses({ id: 'gamma-x', city: 'gamma' }, data).awayFromFloodSpots).toBe('unknown');
  });

  it('rules out a place only by a restriction reported for it; a city-wide report or none is not known', () => {
    expect(renterFilterStatuses(alphaEast, data).bachelorFriendly).toBe('no');
    expect(renterFilterStatuses(alphaWest, data).bachelorFriendly).toBe('unknown');
    expect(renterFilterStatuses(alphaWest, data).petsAllowed).toBe('unknown');
    expect(renterFilterStatuses({ id: 'gamma-x', city: 'gamma' }, data).petsAllowed).toBe('unknown');
  });

  it('knows a place is bachelor-friendly where PG beds or shared rooms are let, unless a restriction is reported there', () => {
    const band = { min: 8_000, max: 15_000 };
    expect(renterFilterStatuses({ ...alphaWest, rent: { pg: band } }, data).bachelorFriendly).toBe('yes');
    expect(renterFilterStatuses({ ...alphaWest, rent: { pg: null, shared: band } }, data).bachelorFriendly).toBe('yes');
    expect(renterFilterStatuses({ ...alphaWest, rent: { pg: null } }, data).bachelorFriendly).toBe('unknown');
    // Reported for the neighbourhood itself: ruled out whatever is let there.
    expect(renterFilterStatuses({ ...alphaEast, rent: { pg: band } }, data).bachelorFriendly).toBe('no');
  });

  it('reads cleaner air from a nearby station before the city, against the national limit of 40', () => {
    expect(renterFilterStatuses(alphaWest, data).cleanerAir).toBe('yes');
    expect(renterFilterStatuses({ id: 'beta-low', city: 'beta' }, data).cleanerAir).toBe('no');
    expect(renterFilterStatuses({ id: 'beta-hills', city: 'beta' }, data).cleanerAir).toBe('yes');
    expect(renterFilterStatuses({ id: 'gamma-x', city: 'gamma' }, data).cleanerAir).toBe('unknown');
  });
});

describe('renterFactsOf', () => {
  it('gives every fact with its source, reports as reports, and says what is not known', () => {
    const facts = renterFactsOf(alphaEast, 'Alpha', data, DAY);
    expect(facts.tenancy).toEqual([
      {
        topic: 'deposit',
        kind: 'law',
        text: 'At most two months of rent.',
        source: source.source,
        year: 2023,
        outOfDate: null,
      },
    ]);
    expect(facts.whoCanRent.map((r) => [r.topic, r.scope])).toEqual([
      ['pets', 'city'],
      ['bachelors', 'locality'],
    ]);
    expect(facts.flood).toMatchObject({
      status: 'listed',
      text: "East Subway is on Alpha Corporation's flood list (2023).",
    });
    expect(facts.airQuality?.text).toBe(
      "Alpha's annual average PM2.5 was 35 µg/m³ in 2023, within the national annual limit of 40.",
    );
    expect(renterFactsOf({ id: 'beta-low', city: 'beta' }, 'Beta', data, DAY).airQuality?.text).toMatch(/2\.3 times/);
    expect(renterFactsOf(alphaWest, 'Alpha', data, DAY).flood.text).toBe(
      "Not on Alpha Corporation's flood list (2023).",
    );
    expect(renterFactsOf({ id: 'beta-high', city: 'beta' }, 'Beta', data, DAY).flood.text).toMatch(
      /we do not hold the whole list, so flood exposure here is not known/,
    );
    const none = renterFactsOf({ id: 'gamma-x', city: 'gamma' }, 'Gamma', data, DAY);
    expect(none).toMatchObject({ tenancy: [], whoCanRent: [], airQuality: null, water: null });
    expect(none.flood).toEqual({
      status: 'unknown',
      text: 'We hold no published flood list for Gamma, so flood exposure here is not known.',
      source: null,
      year: null,
      outOfDate: null,
    });
  });

  it('says a report past its shelf life is old, and a law never is', () => {
    const later = renterFactsOf(alphaEast, 'Alpha', data, '2040-01-01');
    expect(later.tenancy[0]?.outOfDate).toBeNull();
    expect(later.whoCanRent.map((r) => r.outOfDate)).toEqual([
      'Reported in 2023; this may have changed: check locally.',
      'Reported in 2023; this may have changed: check locally.',
    ]);
    expect(later.airQuality?.outOfDate).toBe('The 2023 average; newer figures may exist: check locally.');
    expect(renterFactsOf(alphaEast, 'Alpha', data, DAY).whoCanRent.map((r) => r.outOfDate)).toEqual([null, null]);
  });
});
