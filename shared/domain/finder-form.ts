import { LIFESTYLE_LABELS, type LifestyleKey } from '../constants/lifestyles';
import { FINDER_MUST_HAVES, type MustHaveKey } from '../constants/must-haves';
import { DEFAULT_SPENDING_CATEGORY } from '../constants/spending-categories';
import {
  DEFAULT_TRAVEL_MODE,
  MIN_TRAVEL_KM,
  TRAVEL_MODE_KEYS,
  TRAVEL_MODES,
  type TravelMode,
} from '../constants/travel-modes';
import {
  DUPLICATE_LIFESTYLE_MESSAGE,
  LIFESTYLE_MINIMUM_MESSAGE,
  type Preferences,
  preferencesSchema,
} from '../contracts/preferences';

// The finder form's behaviour rules (spec §4 "Form behaviour", §5, §9), pure so they are tested
// on their own and the form component only wires them to inputs.

export function defaultPreferences(): Preferences {
  return {
    userCategory: DEFAULT_SPENDING_CATEGORY,
    commute: {
      workAddress: '',
      travelMode: DEFAULT_TRAVEL_MODE,
      coordinates: null,
      travelModes: Object.fromEntries(
        TRAVEL_MODE_KEYS.map((mode) => [
          mode,
          { enabled: mode === DEFAULT_TRAVEL_MODE, distance: TRAVEL_MODES[mode].defaultKm },
        ]),
      ) as Preferences['commute']['travelModes'],
    },
    lifestylePreferences: [],
    customLifestyles: [],
    mustHaves: {},
    prioritizedMustHaves: FINDER_MUST_HAVES.map((name, index) => ({ name, priority: index + 1 })),
  };
}

/** spec §4: tapping a mode toggles it and makes it the active mode; enabling caps its distance. */
export function toggleTravelMode(prefs: Preferences, mode: TravelMode): Preferences {
  const current = prefs.commute.travelModes[mode];
  const enabled = !current.enabled;
  const distance = enabled ? Math.min(current.distance, TRAVEL_MODES[mode].maxKm) : current.distance;
  return {
    ...prefs,
    commute: {
      ...prefs.commute,
      travelMode: mode,
      travelModes: { ...prefs.commute.travelModes, [mode]: { enabled, distance } },
    },
  };
}

/** spec §5: a slider runs from 1 km to the mode's maximum. */
export function setTravelDistance(prefs: Preferences, mode: TravelMode, km: number): Preferences {
  const distance = Math.min(TRAVEL_MODES[mode].maxKm, Math.max(MIN_TRAVEL_KM, Math.round(km)));
  return {
    ...prefs,
    commute: {
      ...prefs.commute,
      travelModes: { ...prefs.commute.travelModes, [mode]: { ...prefs.commute.travelModes[mode], distance } },
    },
  };
}

export function toggleLifestyle(prefs: Preferences, key: LifestyleKey): Preferences {
  const has = prefs.lifestylePreferences.includes(key);
  return {
    ...prefs,
    lifestylePreferences: has
      ? prefs.lifestylePreferences.filter((k) => k !== key)
      : [...prefs.lifestylePreferences, key],
  };
}

/** spec §5: non-blank and not a case-insensitive duplicate (of a standard or custom preference). */
export function addCustomLifestyle(prefs: Preferences, rawName: string): { prefs: Preferences; error?: string } {
  const name = rawName.trim();
  if (!name) return { prefs, error: 'Enter a name for your preference.' };
  if (name.length > 60) return { prefs, error: 'Keep it under 60 characters.' };
  const taken = [
    ...Object.keys(LIFESTYLE_LABELS),
    ...Object.values(LIFESTYLE_LABELS),
    ...prefs.customLifestyles.map((c) => c.name),
  ].map((n) => n.toLowerCase());
  if (taken.includes(name.toLowerCase())) return { prefs, error: DUPLICATE_LIFESTYLE_MESSAGE };
  return { prefs: { ...prefs, customLifestyles: [...prefs.customLifestyles, { name, value: true }] } };
}

export function removeCustomLifestyle(prefs: Preferences, name: string): Preferences {
  return { ...prefs, customLifestyles: prefs.customLifestyles.filter((c) => c.name !== name) };
}

function withPriorities(names: MustHaveKey[], prefs: Preferences): Preferences {
  const prioritizedMustHaves = names.map((name, index) => ({ name, priority: index + 1 }));
  return {
    ...prefs,
    prioritizedMustHaves,
    mustHaves: Object.fromEntries(prioritizedMustHaves.map((m) => [m.name, m.priority])),
  };
}

const orderOf = (prefs: Preferences) =>
  [...prefs.prioritizedMustHaves].sort((a, b) => a.priority - b.priority).map((m) => m.name);

/** spec §4: dragging renumbers priorities from 1. */
export function moveMustHave(prefs: Preferences, from: number, to: number): Preferences {
  const names = orderOf(prefs);
  const [moved] = names.splice(from, 1);
  if (moved === undefined) return prefs;
  names.splice(Math.max(0, Math.min(to, names.length)), 0, moved);
  return withPriorities(names, prefs);
}

/** spec §4: removing one renumbers the rest. */
export function removeMustHave(prefs: Preferences, name: MustHaveKey): Preferences {
  return withPriorities(
    orderOf(prefs).filter((n) => n !== name),
    prefs,
  );
}

/** spec §4: adding appends at the next number. */
export function addMustHave(prefs: Preferences, name: MustHaveKey): Preferences {
  const names = orderOf(prefs);
  return names.includes(name) ? prefs : withPriorities([...names, name], prefs);
}

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
