import { describe, expect, it } from 'vitest';
import { MUST_HAVE_LABELS, type MustHaveKey } from '../../constants/must-haves';
import type { Locality } from '../dataset/schema';
import {
  type AmenityKey,
  claimAmenities,
  countByAmenity,
  describeAmenityClaims,
  describeMetMustHaves,
  type ListedNearby,
  MUST_HAVE_AMENITIES,
} from './amenity-claims';
import { recommendNeighbourhoods } from './recommend-neighbourhoods';
import { scoreMustHaves } from './score-must-haves';
import { makeCity, makeLocality, makePreferences, TEST_DAY } from './test-localities';

// What a card may say of amenities: counted levels as counted; estimates as estimates, and only for
// kinds Discover Places lists there. Kalyan Nagar's shape: plenty of cafés and gyms by our estimate,
// none of either on the places page.
const busy = makeLocality({
  id: 'busy',
  amenities: {
    restaurants: 5,
    cafes: 5,
    gyms: 4,
    parks: 3,
    schools: 4,
    hospitals: 3,
    groceries: 5,
    malls: 2,
    nightlife: 4,
  },
});
const offline = (counts: ListedNearby['counts']): ListedNearby => ({
  source: "Basera's curated places",
  radiusKm: 5,
  counts,
  complete: true,
});
const counted: Locality = {
  ...busy,
  derived: { method: 'walk-access-v1', source: 'OpenStreetMap', asOf: '2026-11-23', counted: 240 },
};

describe('claimAmenities', () => {
  it('claims an estimate only where Discover Places lists that kind, and names the rest', () => {
    const listed = offline({ schools: 1, nightlife: 2, parks: 4 });
    const claims = claimAmenities(busy, listed);
    expect(claims).toEqual({
      basis: 'estimate',
      claimed: ['schools', 'nightlife'],
      unlisted: ['restaurants', 'cafes', 'groceries', 'gyms'],
    });
    expect(describeAmenityClaims(busy, claims, listed)).toEqual({
      basis: 'estimate',
      claim: 'Estimated: plenty of schools and nightlife.',
      listed: "Discover Places lists 1 school and 2 bars within 5 km (Basera's curated places).",
      unlisted:
        'Also rated highly by our estimate, but Discover Places lists none within 5 km, check locally: restaurants, cafes, groceries and gyms.',
    });
  });

  it('claims nothing as plenty when the list shows none of the kinds, and says so', () => {
    const listed = offline({});
    const view = describeAmenityClaims(busy, claimAmenities(busy, listed), listed);
    expect(view.claim).toBeNull();
    expect(view.listed).toBeNull();
    expect(view.unlisted).toMatch(/lists none within 5 km, check locally: restaurants, cafes, groceries, gyms/);
  });

  it('with a live map answering too, counts what the curated places list as the least, and does not say "none"', () => {
    const listed: ListedNearby = { ...offline({ schools: 1 }), complete: false };
    const view = describeAmenityClaims(busy, claimAmenities(busy, listed), listed);
    expect(view.listed).toBe(
      "Discover Places lists 1 school within 5 km from Basera's curated places, besides the live map's.",
    );
    expect(view.unlisted).toMatch(/not yet counted on the map, see Discover Places: restaurants, cafes/);
    expect(view.unlisted).not.toMatch(/none/);
  });

  it('claims counted levels as counted, with their source, date and walk', () => {
    const claims = claimAmenities(counted, offline({}));
    expect(claims).toEqual({
      basis: 'counted',
      claimed: ['restaurants', 'cafes', 'groceries', 'gyms', 'schools', 'nightlife'],
      unlisted: [],
    });
    expect(describeAmenityClaims(counted, claims, offline({}))).toEqual({
      basis: 'counted',
      claim:
        'Counted from OpenStreetMap (23 November 2026): plenty of restaurants, cafes, groceries, gyms, schools and nightlife within 1.6 km (a 20-minute walk).',
      listed: null,
      unlisted: null,
    });
  });
});

describe('describeMetMustHaves', () => {
  const met = ['Public Transport', 'Schools', 'Gym'];
  it('says "Has your must-haves" of facts, "by our estimate" of listed estimates, and claims no unlisted one', () => {
    expect(describeMetMustHaves(met, busy, offline({ schools: 3 }))).toEqual([
      'Has your must-haves: Public Transport',
      "Has your must-haves, by our estimate: Schools; Discover Places lists 3 schools within 5 km (Basera's curated places)",
      'Your must-haves by our estimate, but Discover Places lists none within 5 km, check locally: Gym',
    ]);
  });

  it('says counted must-haves were counted', () => {
    expect(describeMetMustHaves(met, counted, offline({}))).toEqual([
      'Has your must-haves: Public Transport, Schools, Gym (places counted from OpenStreetMap)',
    ]);
  });

  it('with no list to check, still says the estimate is one', () => {
    expect(describeMetMustHaves(['Schools'], busy, undefined)).toEqual([
      'Has your must-haves, by our estimate: Schools',
    ]);
  });
});

describe('the amenity must-haves', () => {
  it('are read from the same amenity level by scoreMustHaves', () => {
    for (const [key, amenity] of Object.entries(MUST_HAVE_AMENITIES) as [MustHaveKey, AmenityKey][]) {
      const levels = { ...busy.amenities, [amenity]: 3 };
      const high = makeLocality({ id: 'x', amenities: levels });
      const low = makeLocality({ id: 'y', amenities: { ...levels, [amenity]: 2 } });
      const ranked = [{ name: key, priority: 1 }];
      expect(scoreMustHaves(high, ranked).met, key).toEqual([MUST_HAVE_LABELS[key]]);
      expect(scoreMustHaves(low, ranked).met, key).toEqual([]);
    }
  });

  it('count each place under the kind the places page shows it as', () => {
    const place = (category: 'cafe' | 'bar' | 'shopping_mall' | 'pharmacy') => ({ category });
    expect(
      countByAmenity([place('cafe'), place('cafe'), place('bar'), place('shopping_mall'), place('pharmacy')]),
    ).toEqual({ cafes: 2, nightlife: 1, malls: 1 });
  });
});

describe('recommendNeighbourhoods with what Discover Places lists', () => {
  it('neither lists nor reasons an amenity the places page shows none of, and says it is estimated', () => {
    const { recommendations } = recommendNeighbourhoods({
      today: TEST_DAY,
      preferences: makePreferences({ prioritizedMustHaves: [{ name: 'gym', priority: 1 }] }),
      work: { lat: 19, lng: 73, cityId: 'testcity', state: 'Teststate' },
      localities: [busy],
      cities: new Map([['testcity', makeCity({ id: 'testcity', name: 'Test City' })]]),
      listedNearby: new Map([['busy', offline({ schools: 2 })]]),
    });
    const [card] = recommendations;
    expect(card?.amenities).toEqual(['Schools']);
    expect(card?.amenityClaims?.claim).toBe('Estimated: plenty of schools.');
    expect(card?.matchingFactors).not.toContain('Has your must-haves: Gym');
    expect(card?.matchingFactors).toContain(
      'Your must-haves by our estimate, but Discover Places lists none within 5 km, check locally: Gym',
    );
  });
});
