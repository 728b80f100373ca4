import { describe, expect, it } from 'vitest';
import { preferencesSchema } from '../contracts/preferences';
import {
  addCustomLifestyle,
  addMustHave,
  defaultPreferences,
  moveMustHave,
  removeMustHave,
  setHomeKind,
  setTravelDistance,
  toggleLifestyle,
  toggleTravelMode,
} from './finder-form';
import { formProblem } from './finder-form-check';

const names = (p: ReturnType<typeof defaultPreferences>) =>
  p.prioritizedMustHaves.map((m) => `${m.priority}:${m.name}`);

describe('finder form defaults (spec §9)', () => {
  it('starts moderate, driving only at 20 km, with the six must-haves ranked', () => {
    const prefs = defaultPreferences();
    expect(prefs.userCategory).toBe('moderate');
    expect(prefs.commute.travelMode).toBe('driving');
    expect(prefs.commute.travelModes).toEqual({
      walking: { enabled: false, distance: 5 },
      bicycling: { enabled: false, distance: 10 },
      transit: { enabled: false, distance: 15 },
      driving: { enabled: true, distance: 20 },
    });
    expect(names(prefs)).toEqual([
      '1:parking',
      '2:publicTransport',
      '3:parks',
      '4:schools',
      '5:groceryStores',
      '6:gym',
    ]);
  });
});

describe('travel modes (spec §4)', () => {
  it('tapping toggles enabled and sets the active mode', () => {
    const on = toggleTravelMode(defaultPreferences(), 'transit');
    expect(on.commute.travelMode).toBe('transit');
    expect(on.commute.travelModes.transit.enabled).toBe(true);
    const off = toggleTravelMode(on, 'transit');
    expect(off.commute.travelModes.transit.enabled).toBe(false);
    expect(off.commute.travelMode).toBe('transit');
  });

  it('enabling caps the distance at the mode maximum; sliders run 1 km to the maximum', () => {
    const prefs = defaultPreferences();
    prefs.commute.travelModes.walking.distance = 25; // e.g. from an old saved record
    expect(toggleTravelMode(prefs, 'walking').commute.travelModes.walking).toEqual({ enabled: true, distance: 10 });
    expect(setTravelDistance(prefs, 'bicycling', 99).commute.travelModes.bicycling.distance).toBe(20);
    expect(setTravelDistance(prefs, 'bicycling', 0).commute.travelModes.bicycling.distance).toBe(1);
  });
});

describe('must-haves (spec §4)', () => {
  it('dragging renumbers from 1', () => {
    const moved = moveMustHave(defaultPreferences(), 5, 0);
    expect(names(moved)).toEqual([
      '1:gym',
      '2:parking',
      '3:publicTransport',
      '4:parks',
      '5:schools',
      '6:groceryStores',
    ]);
    expect(moved.mustHaves).toMatchObject({ gym: 1, parking: 2 });
  });

  it('removing renumbers the rest, adding appends at the next number', () => {
    const removed = removeMustHave(defaultPreferences(), 'publicTransport');
    expect(names(removed)).toEqual(['1:parking', '2:parks', '3:schools', '4:groceryStores', '5:gym']);
    expect(names(addMustHave(removed, 'publicTransport')).at(-1)).toBe('6:publicTransport');
    expect(addMustHave(removed, 'gym')).toBe(removed);
  });
});

describe('lifestyle preferences (spec §5)', () => {
  it('refuses blank and case-insensitive duplicate custom preferences', () => {
    const prefs = toggleLifestyle(defaultPreferences(), 'quiet');
    expect(addCustomLifestyle(prefs, '   ').error).toBeDefined();
    expect(addCustomLifestyle(prefs, 'QUIET').error).toBe('This lifestyle preference already exists!');
    expect(addCustomLifestyle(prefs, 'arts & music').error).toBe('This lifestyle preference already exists!');
    const added = addCustomLifestyle(prefs, 'Rooftop cafes');
    expect(added.error).toBeUndefined();
    expect(addCustomLifestyle(added.prefs, 'rooftop CAFES').error).toBe('This lifestyle preference already exists!');
  });

  it('needs three preferences, standard plus custom, to submit', () => {
    let prefs = toggleLifestyle(toggleLifestyle(defaultPreferences(), 'quiet'), 'safety');
    expect(formProblem(prefs)).toBe('Please select at least 3 lifestyle preferences.');
    prefs = addCustomLifestyle(prefs, 'Temples nearby').prefs;
    expect(formProblem(prefs)).toBe('Enter your work address or place it on the map.');
    prefs.commute.workAddress = 'Powai, Mumbai';
    expect(formProblem(prefs)).toBeNull();
    expect(preferencesSchema.safeParse(prefs).success).toBe(true);
  });
});

describe('what kind of home', () => {
  it('is saved with the preferences when chosen, and absent (assumed from the budget) when not', () => {
    const pg = setHomeKind(defaultPreferences(), 'pg');
    expect(pg.homeKind).toBe('pg');
    const assumed = setHomeKind(pg, undefined);
    expect('homeKind' in assumed).toBe(false);
    const ready = { ...toggleLifestyle(toggleLifestyle(toggleLifestyle(pg, 'quiet'), 'safety'), 'healthy') };
    ready.commute = { ...ready.commute, workAddress: 'Christ University, Bengaluru' };
    expect(preferencesSchema.parse(ready).homeKind).toBe('pg');
  });
});
