import { describe, expect, it } from 'vitest';
import type { Preferences } from '../../../shared/contracts/preferences';
import { defaultPreferences } from '../../../shared/domain/finder-form';
import { formPreferences } from './form-preferences';

const withAddress = (workAddress: string): Preferences => {
  const prefs = defaultPreferences();
  return { ...prefs, commute: { ...prefs.commute, workAddress } };
};
const saved = withAddress('Powai, Mumbai');
const cached = withAddress('Andheri, Mumbai');
const edited = withAddress('Manyata Tech Park, Bengaluru');

describe('formPreferences', () => {
  it('has nothing to show while the saved preferences are on their way and this browser has no copy', () => {
    expect(formPreferences({ edited: null, saved: undefined, cached: undefined })).toBeNull();
  });

  it("shows this browser's copy until the server answers, then the saved preferences", () => {
    expect(formPreferences({ edited: null, saved: undefined, cached })).toBe(cached);
    expect(formPreferences({ edited: null, saved, cached })).toBe(saved);
  });

  it('falls back to the copy, then the defaults, when nothing is saved', () => {
    expect(formPreferences({ edited: null, saved: null, cached })).toBe(cached);
    expect(formPreferences({ edited: null, saved: null, cached: undefined })).toEqual(defaultPreferences());
  });

  it('keeps what the person typed when the saved preferences arrive afterwards', () => {
    expect(formPreferences({ edited, saved: undefined, cached })).toBe(edited);
    expect(formPreferences({ edited, saved, cached })).toBe(edited);
  });
});
