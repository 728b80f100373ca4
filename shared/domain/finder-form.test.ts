import { describe, expect, it } from 'vitest';
import { preferencesSchema } from '../contracts/preferences';
import {
  addCustomLifestyle,
  addMustHave,
  defaultPreferences,
  limitUnitOf,
  moveMustHave,
  pickSpendingCategory,
  removeMustHave,
  setBudget,
  setCommuteAnchor,
  setHomeKind,
  setLimitUnit,
  setTravelDistance,
  setTravelMinutes,
  toggleHomeKind,
  toggleLifestyle,
  toggleTravelMode,
} from './finder-form';
import { formProblem } from './finder-form-check';

const names = (p: ReturnType<typeof defaultPreferences>) =>
  p.prioritizedMustHaves.map((m) => `${m.priority}:${m.name}`);

describe('finder form defaults (spec §9)', () => {
  it('starts moderate, driving only at 20 km or an hour (minutes first), with the six must-haves ranked', () => {
    const prefs = defaultPreferences();
    expect(prefs.userCategory).toBe('moderate');
    expect(prefs.commute.travelMode).toBe('driving');
    expect(prefs.commute.travelModes).toEqual({
      walking: { enabled: false, distance: 5, minutes: 30 },
      bicycling: { enabled: false, distance: 10, minutes: 40 },
      transit: { enabled: false, distance: 15, minutes: 60 },
      driving: { enabled: true, distance: 20, minutes: 60 },
    });
    expect(limitUnitOf(prefs.commute)).toBe('minutes');
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
    expect(toggleTravelMode(prefs, 'walking').commute.travelModes.walking).toEqual({
      enabled: true,
      distance: 10,
      minutes: 30,
    });
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
    expect(pg.homeKinds).toEqual(['pg']);
    const assumed = setHomeKind(pg, undefined);
    expect('homeKinds' in assumed).toBe(false);
    const ready = { ...toggleLifestyle(toggleLifestyle(toggleLifestyle(pg, 'quiet'), 'safety'), 'healthy') };
    ready.commute = { ...ready.commute, workAddress: 'Christ University, Bengaluru' };
    expect(preferencesSchema.parse(ready).homeKinds).toEqual(['pg']);
  });
});

describe('what the issue asked of the form: rupees, kinds, anchors, minutes', () => {
  it('fills the budget from a quick pick and follows the top of typed rupees with the band', () => {
    const prefs = defaultPreferences();
    expect(pickSpendingCategory(prefs, 'comfort')).toMatchObject({
      userCategory: 'comfort',
      budget: { min: 40_000, max: 60_000 },
    });
    expect(pickSpendingCategory(prefs, 'luxury').budget).toBeUndefined();
    expect(setBudget(prefs, { min: 35_000, max: 50_000 })).toMatchObject({
      userCategory: 'comfort',
      budget: { min: 35_000, max: 50_000 },
    });
    expect(setBudget(prefs, { min: 5_000, max: 9_000 }).userCategory).toBe('budget');
    expect(preferencesSchema.safeParse({ ...prefs, budget: { min: 50_000, max: 35_000 } }).success).toBe(false);
  });

  it('takes several kinds of home, and none lets the search assume one', () => {
    const both = toggleHomeKind(toggleHomeKind(defaultPreferences(), 'pg'), 'shared');
    expect(both.homeKinds).toEqual(['pg', 'shared']);
    expect(toggleHomeKind(both, 'pg').homeKinds).toEqual(['shared']);
    expect('homeKinds' in toggleHomeKind(toggleHomeKind(both, 'pg'), 'shared')).toBe(false);
    // Older saved preferences with one kind carry on from it.
    expect(toggleHomeKind({ ...defaultPreferences(), homeKind: '1rk' }, '1bhk')).toMatchObject({
      homeKinds: ['1rk', '1bhk'],
    });
  });

  it('with no commute, needs a city and no address, and drops a second workplace', () => {
    const withSecond = { ...defaultPreferences(), secondCommute: defaultPreferences().commute };
    const none = setCommuteAnchor(withSecond, 'none');
    expect(none.secondCommute).toBeUndefined();
    expect(preferencesSchema.safeParse(none).error?.issues.map((i) => i.message)).toContain(
      'Choose the city you are moving to.',
    );
    const lifestyles = { lifestylePreferences: ['quiet', 'greenSpaces', 'relaxing'] as const };
    const valid = {
      ...none,
      ...lifestyles,
      lifestylePreferences: [...lifestyles.lifestylePreferences],
      commute: { ...none.commute, city: 'pune' },
    };
    expect(preferencesSchema.safeParse(valid).success).toBe(true);
    expect(
      preferencesSchema.safeParse({ ...valid, commute: { ...valid.commute, anchor: 'family', city: undefined } }).error
        ?.issues[0]?.message,
    ).toBe("Enter your family's address or place it on the map.");
  });

  it('gives limits in minutes or kilometres, minutes rounded to 5 and kept within 5–120', () => {
    const prefs = defaultPreferences();
    expect(setTravelMinutes(prefs, 'driving', 47).commute.travelModes.driving.minutes).toBe(45);
    expect(setTravelMinutes(prefs, 'driving', 500).commute.travelModes.driving.minutes).toBe(120);
    const inKm = setLimitUnit(prefs, 'km');
    expect(inKm.commute.travelModes.driving).toEqual({ enabled: true, distance: 20 });
    expect(limitUnitOf(inKm.commute)).toBe('km');
    expect(setLimitUnit(inKm, 'minutes').commute.travelModes.walking.minutes).toBe(30);
    // Toggling a mode keeps its minutes.
    expect(toggleTravelMode(prefs, 'transit').commute.travelModes.transit).toEqual({
      enabled: true,
      distance: 15,
      minutes: 60,
    });
  });
});
