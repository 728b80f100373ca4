import { LIFESTYLE_MINIMUM_MESSAGE } from '../constants/finder-messages';
import { type Preferences, preferencesSchema } from '../contracts/preferences';

// Apart from the form's other rules (finder-form.ts) because it needs the preferences contract,
// and with it zod: the form loads this when the person first uses it, not with its first paint.

/**
 * spec §5: why the form cannot be submitted yet, or null. The shared preferencesSchema decides (the
 * same one the server checks); the lifestyle minimum is said first, as the spec's submit check does.
 */
export function formProblem(prefs: Preferences): string | null {
  const parsed = preferencesSchema.safeParse(prefs);
  if (parsed.success) return null;
  const messages = parsed.error.issues.map((issue) => issue.message);
  return messages.find((m) => m === LIFESTYLE_MINIMUM_MESSAGE) ?? messages[0] ?? null;
}
