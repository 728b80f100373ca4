import type { Preferences } from './preferences';

/**
 * A finder form as a person fills it in: the example the procedures that take one declare (their
 * meta: the OpenAPI document shows it, and the tests that try every endpoint send it).
 */
export const examplePreferences: Preferences = {
  userCategory: 'moderate',
  commute: {
    workAddress: 'Manyata Tech Park, Bengaluru',
    travelMode: 'driving',
    coordinates: null,
    travelModes: {
      walking: { enabled: false, distance: 2 },
      bicycling: { enabled: false, distance: 5 },
      transit: { enabled: true, distance: 15 },
      driving: { enabled: true, distance: 20 },
    },
  },
  lifestylePreferences: ['casualDining', 'greenSpaces', 'activeLifestyle'],
  customLifestyles: [{ name: 'Board game cafés', value: true }],
  prioritizedMustHaves: [{ name: 'hospitals', priority: 1 }],
};
