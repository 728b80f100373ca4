import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIFESTYLE_KEYS } from '../../../shared/constants/lifestyles';
import { MUST_HAVE_KEYS } from '../../../shared/constants/must-haves';
import { SPENDING_CATEGORY_KEYS } from '../../../shared/constants/spending-categories';
import { TRAVEL_MODE_KEYS, TRAVEL_MODES } from '../../../shared/constants/travel-modes';
import { type AnalysisResults, analysisResultsSchema } from '../../../shared/contracts/analysis';
import { type Preferences, preferencesSchema } from '../../../shared/contracts/preferences';
import { recommendationsResultSchema } from '../../../shared/contracts/recommendations';
import { loadDataset } from '../../data/load-dataset';
import { createGazetteerGeocoder } from '../geocoding/gazetteer-geocoder';
import { rank } from './recommend-for-user';
import { resolveWorkLocation } from './resolve-work-location';

// The replies are not checked against the contract at run time (recommend-for-user.ts), so this
// proves, for thousands of generated searches over the real dataset, that every reply matches
// recommendationsResultSchema exactly as the client and the REST surface read it.

const dataset = loadDataset();
const geocoder = createGazetteerGeocoder(dataset);

// Work places: every landmark and every locality centre, by name or as a map pin.
const places = [...dataset.landmarks, ...dataset.localities];
const work = fc.record({
  place: fc.constantFrom(...places),
  pinned: fc.boolean(),
});

const travelModes = fc.record(
  Object.fromEntries(
    TRAVEL_MODE_KEYS.map((mode) => [
      mode,
      fc.record({ enabled: fc.boolean(), distance: fc.integer({ min: 1, max: TRAVEL_MODES[mode].maxKm }) }),
    ]),
  ) as Record<(typeof TRAVEL_MODE_KEYS)[number], fc.Arbitrary<{ enabled: boolean; distance: number }>>,
);

const preferences = fc
  .record({
    userCategory: fc.constantFrom(...SPENDING_CATEGORY_KEYS),
    work,
    travelModes,
    lifestylePreferences: fc.uniqueArray(fc.constantFrom(...LIFESTYLE_KEYS), { minLength: 3, maxLength: 8 }),
    customLifestyles: fc.array(
      fc.record({
        name: fc.constantFrom('Yoga studios', 'Street food', 'Quiet lanes', 'Board games'),
        value: fc.boolean(),
      }),
      { maxLength: 3 },
    ),
    mustHaves: fc.uniqueArray(fc.constantFrom(...MUST_HAVE_KEYS), { maxLength: MUST_HAVE_KEYS.length }),
  })
  .map(
    ({ work: { place, pinned }, mustHaves, customLifestyles, travelModes, ...rest }): Preferences => ({
      ...rest,
      customLifestyles: customLifestyles.filter((c, i) => customLifestyles.findIndex((d) => d.name === c.name) === i),
      commute: {
        workAddress: pinned ? '' : place.name,
        travelMode: TRAVEL_MODE_KEYS.find((m) => travelModes[m].enabled) ?? 'driving',
        coordinates: pinned ? { lat: place.lat, lng: place.lng } : null,
        travelModes,
      },
      prioritizedMustHaves: mustHaves.map((name, i) => ({ name, priority: i + 1 })),
    }),
  );

const analysis = fc.option(
  fc.record({
    personality_traits: fc.constant(['social']),
    area_preferences: fc.subarray(['nightlife', 'parks', 'quiet residential', 'shopping']),
    lifestyle_indicators: fc.subarray(['fitness', 'dining out', 'cafes', 'family']),
    activity_patterns: fc.constant([]),
    commute_insights: fc.constant([]),
    frequent_locations: fc.subarray(['Gym', 'Cafe', 'Office', 'Park']),
  }),
);

describe('every reply matches the recommendations contract', () => {
  it('for generated searches across every city, with and without a timeline analysis', async () => {
    let ranked = 0;
    await fc.assert(
      fc.asyncProperty(preferences, analysis, async (prefs, maybeAnalysis) => {
        const valid = preferencesSchema.safeParse(prefs);
        fc.pre(valid.success); // e.g. no travel mode enabled: refused before it reaches the engine
        const parsedAnalysis: AnalysisResults | null = maybeAnalysis && analysisResultsSchema.parse(maybeAnalysis);
        const workLocation = await resolveWorkLocation(geocoder, valid.data!.commute).catch(() => null);
        fc.pre(workLocation !== null);
        const reply = rank(dataset, {
          preferences: valid.data!,
          analysis: parsedAnalysis,
          workLocation: workLocation!,
        });
        const checked = recommendationsResultSchema.safeParse(reply);
        expect(checked.error?.issues ?? []).toEqual([]);
        expect(checked.data).toEqual(reply); // nothing the contract would strip or change
        ranked++;
      }),
      { numRuns: 2000, seed: 20261121 },
    );
    expect(ranked).toBeGreaterThan(1500);
  });
});
