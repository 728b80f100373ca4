import { describe, expect, it } from 'vitest';
import {
  addSecondWorkplace,
  defaultPreferences,
  removeSecondWorkplace,
  setTravelDistance,
  toggleRenterFilter,
  toggleTravelMode,
  updateCommute,
} from './finder-form';
import { formProblem } from './finder-form-check';

// The finder's second workplace and renter filters, as the form edits them.

describe('second workplace', () => {
  it('is added with the first one’s travel modes and its own empty address, and edited on its own', () => {
    const prefs = setTravelDistance(defaultPreferences(), 'driving', 30);
    const withSecond = addSecondWorkplace(prefs);
    expect(withSecond.secondCommute).toEqual({ ...prefs.commute, workAddress: '', coordinates: null });
    const edited = toggleTravelMode(
      setTravelDistance(withSecond, 'driving', 12, 'secondCommute'),
      'transit',
      'secondCommute',
    );
    expect(edited.secondCommute?.travelModes.driving.distance).toBe(12);
    expect(edited.secondCommute?.travelModes.transit.enabled).toBe(true);
    expect(edited.secondCommute?.travelMode).toBe('transit');
    // The first workplace is untouched.
    expect(edited.commute).toEqual(prefs.commute);
  });

  it('must have an address before the form can be sent, and can be removed again', () => {
    let prefs = updateCommute(defaultPreferences(), 'commute', { workAddress: 'Manyata Tech Park' });
    prefs = { ...prefs, lifestylePreferences: ['nightlife', 'quiet', 'greenSpaces'] };
    expect(formProblem(prefs)).toBeNull();
    const withSecond = addSecondWorkplace(prefs);
    expect(formProblem(withSecond)).toBe('Enter your work address or place it on the map.');
    expect(formProblem(updateCommute(withSecond, 'secondCommute', { workAddress: 'Electronic City' }))).toBeNull();
    expect(removeSecondWorkplace(withSecond)).toEqual(prefs);
    expect('secondCommute' in removeSecondWorkplace(withSecond)).toBe(false);
  });

  it('ignores edits to a second workplace that is not there', () => {
    const prefs = defaultPreferences();
    expect(setTravelDistance(prefs, 'driving', 12, 'secondCommute')).toBe(prefs);
    expect(updateCommute(prefs, 'secondCommute', { workAddress: 'x' })).toBe(prefs);
  });
});

describe('renter filters', () => {
  it('turn on and off, and none left means no filter at all', () => {
    const on = toggleRenterFilter(toggleRenterFilter(defaultPreferences(), 'cleanerAir'), 'petsAllowed');
    expect(on.renterFilters).toEqual(['cleanerAir', 'petsAllowed']);
    const off = toggleRenterFilter(toggleRenterFilter(on, 'cleanerAir'), 'petsAllowed');
    expect('renterFilters' in off).toBe(false);
  });
});
