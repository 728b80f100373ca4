import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIFESTYLE_KEYS } from '../../../shared/constants/lifestyles';
import { MUST_HAVE_KEYS } from '../../../shared/constants/must-haves';
import { RENTER_FILTER_KEYS } from '../../../shared/constants/renter-filters';
import { SPENDING_CATEGORY_KEYS } from '../../../shared/constants/spending-categories';
import { TRAVEL_MODE_KEYS, TRAVEL_MODES } from '../../../shared/constants/travel-modes';
import { type AnalysisResults, analysisResultsSchema } from '../../../shared/contracts/analysis';
import { selectedNeighbourhoodSchema } from '../../../shared/contracts/neighbourhoods';
import { type Preferences, preferencesSchema } from '../../../shared/contracts/preferences';
import { recommendationsResultSchema } from '../../../shared/contracts/recommendations';
import { loadDataset } from '../../data/load-dataset';
import { createGazetteerGeocoder } from '../geocoding';
import { rank } from './recommend-for-user';
import { resolveWorkLocation } from './resolve-work-location';

// The replies are not checked against the contract at run time (recommend-for-user.ts), so this
// proves, for thousands of generated searches over the real dataset, that every reply matches
// recommendationsResultSchema exactly as the client and the REST surface read it.

const dataset = loadDataset();
const geocoder = createGazetteerGeocoder(dataset);

// Every city, landmark and locality is a work place, once by name and once as a map pin; each gets
// its own generated preferences (fixed seed, so a failure can be replayed).
const places = [...dataset.cities, ...dataset.landmarks, ...dataset.localities];
const workPlaces = places.flatMap((place) => [
  { name: place.name, pin: null },
  { name: '', pin: { lat: place.lat, lng: place.lng } },
]);

const travelModes = fc.record(
  Object.fromEntries(
    TRAVEL_MODE_KEYS.map((mode) => [
      mode,
      fc.record({ enabled: fc.boolean(), distance: fc.integer({ min: 1, max: TRAVEL_MODES[mode].maxKm }) }),
    ]),
  ) as Record<(typeof TRAVEL_MODE_KEYS)[number], fc.Arbitrary<{ enabled: boolean; distance: number }>>,
);

const rest = fc.record({
  userCategory: fc.constantFrom(...SPENDING_CATEGORY_KEYS),
  travelModes,
  lifestylePreferences: fc.uniqueArray(fc.constantFrom(...LIFESTYLE_KEYS), { minLength: 3, maxLength: 8 }),
  customLifestyles: fc.uniqueArray(
    fc.record({
      name: fc.constantFrom('Yoga studios', 'Street food', 'Quiet lanes', 'Board games'),
      value: fc.boolean(),
    }),
    { maxLength: 3, selector: (c) => c.name },
  ),
  mustHaves: fc.uniqueArray(fc.constantFrom(...MUST_HAVE_KEYS), { maxLength: MUST_HAVE_KEYS.length }),
  renterFilters: fc.subarray([...RENTER_FILTER_KEYS]),
  /** A second workplace (a place near the first, by index), with its own travel modes; or none. */
  second: fc.option(fc.record({ offset: fc.integer({ min: 1, max: 40 }), travelModes })),
  analysis: fc.option(
    fc.record({
      personality_traits: fc.constant(['social']),
      area_preferences: fc.subarray(['nightlife', 'parks', 'quiet residential', 'shopping']),
      lifestyle_indicators: fc.subarray(['fitness', 'dining out', 'cafes', 'family']),
      activity_patterns: fc.constant([]),
      commute_insights: fc.constant([]),
      frequent_locations: fc.subarray(['Gym', 'Cafe', 'Office', 'Park']),
    }),
  ),
});

describe('every reply matches the recommendations contract', () => {
  it('for every city, landmark and locality as the work place, by name and by pin', async () => {
    const generated = fc.sample(rest, { numRuns: workPlaces.length, seed: 20261121 });
    const sources = new Set<string>();
    let ranked = 0;
    let withSecond = 0;
    for (const [i, { name, pin }] of workPlaces.entries()) {
      const { travelModes: modes, mustHaves, analysis, second, renterFilters, ...chosen } = generated[i]!;
      if (!TRAVEL_MODE_KEYS.some((m) => modes[m].enabled)) modes.driving.enabled = true;
      if (second && !TRAVEL_MODE_KEYS.some((m) => second.travelModes[m].enabled))
        second.travelModes.driving.enabled = true;
      const secondPlace = second && workPlaces[(i + second.offset) % workPlaces.length]!;
      const preferences: Preferences = preferencesSchema.parse({
        ...chosen,
        commute: {
          workAddress: name,
          travelMode: TRAVEL_MODE_KEYS.find((m) => modes[m].enabled),
          coordinates: pin,
          travelModes: modes,
        },
        prioritizedMustHaves: mustHaves.map((key, rank) => ({ name: key, priority: rank + 1 })),
        ...(renterFilters.length && { renterFilters }),
        ...(second &&
          secondPlace && {
            secondCommute: {
              workAddress: secondPlace.name,
              travelMode: TRAVEL_MODE_KEYS.find((m) => second.travelModes[m].enabled),
              coordinates: secondPlace.pin,
              travelModes: second.travelModes,
            },
          }),
      });
      const parsedAnalysis: AnalysisResults | null = analysis && analysisResultsSchema.parse(analysis);
      const workLocation = await resolveWorkLocation(geocoder, preferences.commute);
      sources.add(workLocation.source);
      const secondWorkLocation = preferences.secondCommute
        ? await resolveWorkLocation(geocoder, preferences.secondCommute, 'secondCommute')
        : undefined;
      if (secondWorkLocation) withSecond++;
      const reply = rank(
        dataset,
        {
          preferences,
          analysis: parsedAnalysis,
          workLocation,
          ...(secondWorkLocation && { secondWorkLocation }),
        },
        '2026-12-02',
      );
      const checked = recommendationsResultSchema.safeParse(reply);
      expect(checked.error?.issues ?? [], `${name || JSON.stringify(pin)}`).toEqual([]);
      expect(checked.data).toEqual(reply); // nothing the contract would strip or change
      // Optional in the contract only for selections saved before they existed: every result has them.
      for (const n of reply.recommendations) expect(n.renterFacts, n.id).toBeDefined();
      if (i === 0 && reply.recommendations[0]) {
        const { renterFacts: _new, ...saved } = reply.recommendations[0];
        expect(selectedNeighbourhoodSchema.parse(saved)).toMatchObject({ matchScore: saved.matchScore });
      }
      ranked++;
    }
    expect(ranked).toBe(workPlaces.length);
    expect(withSecond).toBeGreaterThan(workPlaces.length / 4); // two-workplace searches were exercised
    // Every way of placing work was exercised, the city-centre fallback included.
    expect([...sources].sort()).toEqual(['city', 'coordinates', 'landmark', 'locality']);
  });
});
