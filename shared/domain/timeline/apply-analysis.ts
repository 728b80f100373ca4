import type { LifestyleKey } from '../../constants/lifestyles';
import type { MustHaveKey } from '../../constants/must-haves';
import type { SpendingCategory } from '../../constants/spending-categories';
import type { TravelMode } from '../../constants/travel-modes';
import type { AnalysisResults, Persona } from '../../contracts/analysis';
import type { Preferences } from '../../contracts/preferences';
import { addMustHave } from '../finder-form';
import type { TimelineInsights } from './derive-insights';
import { travelNeeds } from './travel-needs';

// spec §4 "Form behaviour": how an analysis prefills the finder. Word lists are the spec's own.

const PERSONA_WORDS: [RegExp, Persona][] = [
  [/luxury|premium|high-end/i, 'luxury'],
  [/active|outdoor|adventurous/i, 'active'],
  [/social|outgoing|community/i, 'social'],
  [/budget|thrifty|economical/i, 'budget'],
  [/family|children|kid/i, 'family'],
];

/** Persona from trait keywords, checked in the spec's order; balanced by default. */
export function personaFromTraits(traits: string[]): Persona {
  const text = traits.join(' ');
  return PERSONA_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'balanced';
}

/** Spending category from traits: luxury/premium → luxury; comfort/quality → comfort; budget/thrifty → budget. */
export function categoryFromTraits(traits: string[]): SpendingCategory | undefined {
  const text = traits.join(' ');
  if (/luxury|premium/i.test(text)) return 'luxury';
  if (/comfort|quality/i.test(text)) return 'comfort';
  if (/budget|thrifty/i.test(text)) return 'budget';
  return undefined;
}

const INDICATOR_KEYS: [RegExp, LifestyleKey][] = [
  [/fine dining/i, 'fineDining'],
  [/\bactive\b/i, 'activeLifestyle'],
  [/outdoor/i, 'outdoorActivities'],
  [/shopping/i, 'shopping'],
  [/dining|restaurant/i, 'casualDining'],
  [/nightlife/i, 'nightlife'],
  [/cultural/i, 'cultural'],
  [/arts|music/i, 'artsAndMusic'],
  [/family/i, 'familyFriendly'],
  [/quiet/i, 'quiet'],
  [/community/i, 'community'],
  [/social/i, 'socialGatherings'],
];

export function lifestyleFromIndicators(indicators: string[]): LifestyleKey[] {
  const keys = new Set<LifestyleKey>();
  for (const text of indicators) for (const [pattern, key] of INDICATOR_KEYS) if (pattern.test(text)) keys.add(key);
  return [...keys];
}

const LOCATION_MUST_HAVES: [RegExp, MustHaveKey][] = [
  [/\bhome\b/i, 'parking'],
  [/\boffice\b/i, 'publicTransport'],
  [/grocery/i, 'groceryStores'],
  [/restaurant/i, 'restaurants'],
  [/\bcafe\b|coffee shop/i, 'cafes'],
  [/\bgym\b/i, 'gym'],
  [/\bpark\b/i, 'parks'],
  [/\bschool\b/i, 'schools'],
];

export function mustHavesFromLocations(locations: string[]): MustHaveKey[] {
  const keys: MustHaveKey[] = [];
  for (const text of locations)
    for (const [pattern, key] of LOCATION_MUST_HAVES) if (pattern.test(text) && !keys.includes(key)) keys.push(key);
  return keys;
}

const FINDER_MODE: Record<string, TravelMode> = {
  walking: 'walking',
  cycling: 'bicycling',
  driving: 'driving',
  transit: 'transit',
};

export interface AnalysisOutcome {
  persona: Persona;
  userCategory?: SpendingCategory;
  lifestyleKeys: LifestyleKey[];
  mustHaves: MustHaveKey[];
}

/**
 * The spec's rules over the lists; then the must-haves are adjusted by how the person travels
 * (travel-needs.ts): parking only for someone who drives, public transport only for someone who
 * takes it, each added when the shares call for it.
 */
export function outcomeOf(
  results: AnalysisResults,
  travelModes: TimelineInsights['travelModes'] = [],
): AnalysisOutcome {
  let mustHaves = mustHavesFromLocations(results.frequent_locations);
  const needs = travelNeeds(travelModes);
  if (needs) {
    const adjust = (key: MustHaveKey, needed: boolean) => {
      mustHaves = mustHaves.filter((k) => k !== key);
      if (needed) mustHaves.push(key);
    };
    adjust('parking', needs.parking);
    adjust('publicTransport', needs.publicTransport);
  }
  return {
    persona: personaFromTraits(results.personality_traits),
    userCategory: categoryFromTraits(results.personality_traits),
    lifestyleKeys: lifestyleFromIndicators(results.lifestyle_indicators),
    mustHaves,
  };
}

/** The finder form after an analysis: adds what it found, never removes what the person chose. */
export function prefillPreferences(
  prefs: Preferences,
  outcome: Omit<AnalysisOutcome, 'persona'>,
  insights: Pick<TimelineInsights, 'work' | 'commute'>,
): Preferences {
  let next: Preferences = {
    ...prefs,
    userCategory: outcome.userCategory ?? prefs.userCategory,
    lifestylePreferences: [...new Set([...prefs.lifestylePreferences, ...outcome.lifestyleKeys])],
  };
  for (const key of outcome.mustHaves) next = addMustHave(next, key);
  if (insights.work && !prefs.commute.workAddress && !prefs.commute.coordinates) {
    const label = insights.work.area ? `Work near ${insights.work.area}` : 'Work (from your timeline)';
    next = {
      ...next,
      commute: { ...next.commute, workAddress: label, coordinates: { lat: insights.work.lat, lng: insights.work.lng } },
    };
  }
  const mode = insights.commute?.mode ? FINDER_MODE[insights.commute.mode] : undefined;
  if (mode) {
    const setting = next.commute.travelModes[mode];
    next = {
      ...next,
      commute: {
        ...next.commute,
        travelMode: mode,
        travelModes: { ...next.commute.travelModes, [mode]: { ...setting, enabled: true } },
      },
    };
  }
  return next;
}
