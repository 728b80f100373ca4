import type { Preferences } from '../../../shared/contracts/preferences';
import { defaultPreferences } from '../../../shared/domain/finder-form';

export interface FormPreferencesSources {
  /** The person's edits since the page opened, or null. */
  edited: Preferences | null;
  /** The server's saved preferences: undefined while the call is on its way, null when there are none. */
  saved: Preferences | null | undefined;
  /** This browser's copy (spec §3 `roommate-finder`), a cache of the server's. */
  cached: Preferences | undefined;
}

/**
 * What the finder form shows (spec §4: it starts from the saved preferences, else this browser's
 * record, else the defaults): the person's edits always win, so an answer that arrives after they
 * started typing does not overwrite them; null while the server has not answered and this browser
 * has no copy, so the form never shows defaults that the saved preferences then replace.
 */
export function formPreferences({ edited, saved, cached }: FormPreferencesSources): Preferences | null {
  if (edited) return edited;
  if (saved !== undefined) return saved ?? cached ?? defaultPreferences();
  return cached ?? null;
}
