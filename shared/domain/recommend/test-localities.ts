import { TRAVEL_MODE_KEYS, TRAVEL_MODES, type TravelMode } from '../../constants/travel-modes';
import type { Preferences } from '../../contracts/preferences';
import type { RecommendationInput } from '../../contracts/recommendations';
import type { City, Locality, TransitLine } from '../dataset/schema';

/** A city for tests, with no published crime figure unless given one. */
/** The day the engine's tests ask on: fixed, so that no test depends on today's date. */
export const TEST_DAY = '2026-12-02';

export function makeCity(overrides: Partial<City> & Pick<City, 'id' | 'name'>): City {
  return {
    state: 'Teststate',
    lat: 19,
    lng: 73,
    aliases: [],
    population: { lakh: 10, year: 2011, of: 'city', source: 'test' },
    sources: ['test'],
    ...overrides,
  };
}

/** A plain, mid-range locality for tests; override what the test is about. */
export function makeLocality(overrides: Partial<Locality> & Pick<Locality, 'id'>): Locality {
  return {
    name: overrides.id,
    aliases: [],
    pincodes: [],
    city: 'testcity',
    state: 'Teststate',
    lat: 19,
    lng: 73,
    rent: {
      asOf: '2025-06',
      bhk1: { min: 15_000, max: 20_000 },
      bhk2: { min: 25_000, max: 35_000 },
      bhk3: { min: 40_000, max: 55_000 },
    },
    transit: { stations: [] },
    amenities: {
      restaurants: 3,
      cafes: 3,
      gyms: 3,
      parks: 3,
      schools: 3,
      hospitals: 3,
      groceries: 3,
      malls: 3,
      nightlife: 3,
    },
    walkability: { score: 5, method: 'rubric-v1' },
    lifestyle: ['convenient'],
    description: 'A plain test locality used by the recommendation engine tests.',
    highlights: ['Test Park'],
    sources: ['test'],
    ...overrides,
  };
}

export function makePreferences(overrides: Partial<Preferences> = {}): Preferences {
  return {
    userCategory: 'moderate',
    commute: {
      workAddress: 'Test Tech Park',
      travelMode: 'driving',
      coordinates: null,
      travelModes: {
        walking: { enabled: false, distance: 5 },
        bicycling: { enabled: false, distance: 10 },
        transit: { enabled: false, distance: 15 },
        driving: { enabled: true, distance: 20 },
      },
    },
    lifestylePreferences: ['nightlife', 'casualDining', 'greenSpaces'],
    customLifestyles: [],
    prioritizedMustHaves: [],
    ...overrides,
  };
}

/**
 * Preferences of someone working at `workAddress` who travels by the given modes, each up to its
 * distance in km (the first given is their main mode).
 */
export function commuterPreferences(
  workAddress: string,
  distances: Partial<Record<TravelMode, number>>,
  overrides: Partial<Preferences> = {},
): Preferences {
  const travelModes = Object.fromEntries(
    TRAVEL_MODE_KEYS.map((mode) => [
      mode,
      { enabled: mode in distances, distance: distances[mode] ?? TRAVEL_MODES[mode].defaultKm },
    ]),
  ) as Preferences['commute']['travelModes'];
  const travelMode = (Object.keys(distances)[0] ?? 'driving') as TravelMode;
  return makePreferences({
    commute: { workAddress, travelMode, coordinates: null, travelModes },
    lifestylePreferences: ['casualDining', 'convenient', 'greenSpaces'],
    ...overrides,
  });
}

/** A saved search's input: the default preferences with `workAddress`, placed in Mumbai. */
export function searchInputFor(workAddress: string): RecommendationInput {
  const preferences = makePreferences();
  return {
    preferences: { ...preferences, commute: { ...preferences.commute, workAddress } },
    analysis: null,
    workLocation: {
      label: workAddress,
      lat: 19.1,
      lng: 72.9,
      cityId: 'mumbai',
      cityName: 'Mumbai',
      state: 'Maharashtra',
      confidence: 1,
      source: 'landmark',
    },
  };
}

/**
 * The test city's metro line, at a published average speed (34 km/h unless given), and one of its
 * stations `km` from a locality's centre: what the one-line commute estimate reads.
 */
export function makeAquaLine(kmh = 34): TransitLine {
  return {
    id: 'aqua',
    city: 'testcity',
    system: 'metro',
    name: 'Aqua Line',
    averageSpeed: { kmh, source: 'https://www.example.org/aqua' },
    sections: [{ from: 'A', to: 'B', opened: '2020-01-01' }],
    source: 'https://example.org/aqua',
  };
}

export const aquaStation = (name: string, km: number) => ({
  name,
  system: 'metro' as const,
  lines: ['Aqua Line'],
  distanceKm: km,
});
