import { DUPLICATE_LIFESTYLE_MESSAGE } from '../constants/finder-messages';
import type { HomeKind } from '../constants/home-kinds';
import { LIFESTYLE_LABELS, type LifestyleKey } from '../constants/lifestyles';
import { DEFAULT_MUST_HAVES, type MustHaveKey } from '../constants/must-haves';
import type { RenterFilter } from '../constants/renter-filters';
import {
  DEFAULT_SPENDING_CATEGORY,
  SPENDING_CATEGORIES,
  SPENDING_CATEGORY_KEYS,
  type SpendingCategory,
} from '../constants/spending-categories';
import {
  DEFAULT_TRAVEL_MODE,
  MAX_TRAVEL_MINUTES,
  MIN_TRAVEL_KM,
  MIN_TRAVEL_MINUTES,
  TRAVEL_MODE_KEYS,
  TRAVEL_MODES,
  type TravelMode,
} from '../constants/travel-modes';
import type { CommuteAnchor, Preferences } from '../contracts/preferences';

// The finder form's behaviour rules (spec §4 "Form behaviour", §5, §9), pure so they are tested
// on their own and the form component only wires them to inputs.

type Commute = Preferences['commute'];
/** Which of the preferences' workplaces a commute control edits. */
export type WhichCommute = 'commute' | 'secondCommute';

function defaultCommute(): Commute {
  return {
    workAddress: '',
    travelMode: DEFAULT_TRAVEL_MODE,
    coordinates: null,
    travelModes: Object.fromEntries(
      TRAVEL_MODE_KEYS.map((mode) => [
        mode,
        {
          enabled: mode === DEFAULT_TRAVEL_MODE,
          distance: TRAVEL_MODES[mode].defaultKm,
          // The form asks in minutes first: people think of a commute in time.
          minutes: TRAVEL_MODES[mode].defaultMinutes,
        },
      ]),
    ) as Commute['travelModes'],
  };
}

export function defaultPreferences(): Preferences {
  return {
    userCategory: DEFAULT_SPENDING_CATEGORY,
    commute: defaultCommute(),
    lifestylePreferences: [],
    customLifestyles: [],
    mustHaves: {},
    prioritizedMustHaves: DEFAULT_MUST_HAVES.map((name, index) => ({ name, priority: index + 1 })),
  };
}

/** The commute a control edits: the first, or the second workplace's when there is one. */
export function commuteOf(prefs: Preferences, which: WhichCommute): Commute | undefined {
  return which === 'commute' ? prefs.commute : prefs.secondCommute;
}

/** Replaces one commute's fields; a second workplace that is not there stays absent. */
export function updateCommute(prefs: Preferences, which: WhichCommute, next: Partial<Commute>): Preferences {
  const current = commuteOf(prefs, which);
  return current ? { ...prefs, [which]: { ...current, ...next } } : prefs;
}

/** spec §4: tapping a mode toggles it and makes it the active mode; enabling caps its distance. */
export function toggleTravelMode(prefs: Preferences, mode: TravelMode, which: WhichCommute = 'commute'): Preferences {
  const commute = commuteOf(prefs, which);
  if (!commute) return prefs;
  const current = commute.travelModes[mode];
  const enabled = !current.enabled;
  const distance = enabled ? Math.min(current.distance, TRAVEL_MODES[mode].maxKm) : current.distance;
  return updateCommute(prefs, which, {
    travelMode: mode,
    travelModes: { ...commute.travelModes, [mode]: { ...current, enabled, distance } },
  });
}

/** spec §5: a slider runs from 1 km to the mode's maximum. */
export function setTravelDistance(
  prefs: Preferences,
  mode: TravelMode,
  km: number,
  which: WhichCommute = 'commute',
): Preferences {
  const distance = Math.min(TRAVEL_MODES[mode].maxKm, Math.max(MIN_TRAVEL_KM, Math.round(km)));
  return updateMode(prefs, which, mode, { distance });
}

/** One mode's setting of one commute changed; a second workplace that is not there stays absent. */
function updateMode(
  prefs: Preferences,
  which: WhichCommute,
  mode: TravelMode,
  next: Partial<Commute['travelModes'][TravelMode]>,
): Preferences {
  const commute = commuteOf(prefs, which);
  if (!commute) return prefs;
  return updateCommute(prefs, which, {
    travelModes: { ...commute.travelModes, [mode]: { ...commute.travelModes[mode], ...next } },
  });
}

/** A limit in minutes, from the minimum to two hours, rounded to 5 minutes. */
export function setTravelMinutes(
  prefs: Preferences,
  mode: TravelMode,
  minutes: number,
  which: WhichCommute = 'commute',
): Preferences {
  const clamped = Math.min(MAX_TRAVEL_MINUTES, Math.max(MIN_TRAVEL_MINUTES, Math.round(minutes / 5) * 5));
  return updateMode(prefs, which, mode, { minutes: clamped });
}

/** Whether a commute's limits are in minutes (every mode has them) or in kilometres. */
export const limitUnitOf = (commute: Commute): 'minutes' | 'km' =>
  TRAVEL_MODE_KEYS.every((mode) => commute.travelModes[mode].minutes !== undefined) ? 'minutes' : 'km';

/** Limits in minutes (each mode's default where it has none yet) or in kilometres (minutes dropped). */
export function setLimitUnit(prefs: Preferences, unit: 'minutes' | 'km', which: WhichCommute = 'commute'): Preferences {
  const commute = commuteOf(prefs, which);
  if (!commute) return prefs;
  const travelModes = Object.fromEntries(
    TRAVEL_MODE_KEYS.map((mode) => {
      const { minutes, ...rest } = commute.travelModes[mode];
      return [mode, unit === 'km' ? rest : { ...rest, minutes: minutes ?? TRAVEL_MODES[mode].defaultMinutes }];
    }),
  ) as Commute['travelModes'];
  return updateCommute(prefs, which, { travelModes });
}

/** What the commute is to; "none" keeps the address for a change of mind, but the search ignores it. */
export function setCommuteAnchor(prefs: Preferences, anchor: CommuteAnchor): Preferences {
  const next = { ...prefs, commute: { ...prefs.commute, anchor } };
  if (anchor !== 'none') return next;
  const { secondCommute: _dropped, judgeCommutesBy: _judge, ...rest } = next;
  return rest;
}

/** The city someone who does not commute is moving to (an id of GET /api/cities). */
export function setCommuteCity(prefs: Preferences, city: string): Preferences {
  return { ...prefs, commute: { ...prefs.commute, city } };
}

/** A spending band picked as a quick pick: its rupees fill the budget (Luxury, open-ended, clears it). */
export function pickSpendingCategory(prefs: Preferences, category: SpendingCategory): Preferences {
  const band = SPENDING_CATEGORIES[category];
  const { budget: _old, ...rest } = prefs;
  return band.max === null
    ? { ...rest, userCategory: category }
    : { ...rest, userCategory: category, budget: { min: band.min, max: band.max } };
}

/**
 * The person's own rupees. The spending category follows the top of the budget (the band it falls
 * in), so that everything that still reads the band reads the nearest one.
 */
export function setBudget(prefs: Preferences, budget: { min: number; max: number }): Preferences {
  const min = Math.max(0, Math.round(budget.min));
  const max = Math.max(0, Math.round(budget.max));
  const userCategory =
    SPENDING_CATEGORY_KEYS.find((key) => {
      const band = SPENDING_CATEGORIES[key];
      return max <= (band.max ?? Number.POSITIVE_INFINITY);
    }) ?? prefs.userCategory;
  return { ...prefs, userCategory, budget: { min, max } };
}

/** Two workplaces judged by the longer commute or by their sum (docs/recommendation-formula.md). */
export function setJudgeCommutesBy(prefs: Preferences, judge: 'longer' | 'sum'): Preferences {
  return { ...prefs, judgeCommutesBy: judge };
}

/** A second workplace, starting with the first one's travel modes and no address. */
export function addSecondWorkplace(prefs: Preferences): Preferences {
  if (prefs.secondCommute) return prefs;
  const { travelMode, travelModes } = prefs.commute;
  return { ...prefs, secondCommute: { ...defaultCommute(), travelMode, travelModes } };
}

export function removeSecondWorkplace(prefs: Preferences): Preferences {
  const { secondCommute: _removed, ...rest } = prefs;
  return rest;
}

/** What the person will rent; none (undefined) lets the search assume it from the budget. */
export function setHomeKind(prefs: Preferences, kind: HomeKind | undefined): Preferences {
  const { homeKind: _old, homeKinds: _kinds, ...rest } = prefs;
  return kind ? { ...rest, homeKinds: [kind] } : rest;
}

/** The kinds asked for, from either field (older saved preferences have one `homeKind`). */
export const homeKindsOf = (prefs: Preferences): HomeKind[] =>
  prefs.homeKinds ?? (prefs.homeKind ? [prefs.homeKind] : []);

/** One kind on or off among several ("PG or shared"); none left lets the search assume one. */
export function toggleHomeKind(prefs: Preferences, kind: HomeKind): Preferences {
  const current = homeKindsOf(prefs);
  const next = current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind];
  const { homeKind: _old, homeKinds: _kinds, ...rest } = prefs;
  return next.length ? { ...rest, homeKinds: next } : rest;
}

/** A renter filter on or off; none left means no filter at all. */
export function toggleRenterFilter(prefs: Preferences, filter: RenterFilter): Preferences {
  const current = prefs.renterFilters ?? [];
  const next = current.includes(filter) ? current.filter((f) => f !== filter) : [...current, filter];
  const { renterFilters: _old, ...rest } = prefs;
  return next.length ? { ...rest, renterFilters: next } : rest;
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
