import type { LifestyleKey } from '../../constants/lifestyles';
import type { MustHaveKey } from '../../constants/must-haves';
import type { SpendingCategory } from '../../constants/spending-categories';
import type { TravelMode } from '../../constants/travel-modes';
import type { AnalysisResults, Persona } from '../../contracts/analysis';
import type { Preferences } from '../../contracts/preferences';
import type { TimelineInsights } from './derive-insights';
import type { TravelBucket } from './events';
import { travelNeeds } from './travel-needs';

// spec §4 "Form behaviour": what an analysis finds for the finder. Word lists are the spec's own.

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

/** The finder's travel mode for a kind of trip in the history (flying and other have none). */
export const FINDER_MODE: Partial<Record<TravelBucket, TravelMode>> = {
  walking: 'walking',
  cycling: 'bicycling',
  // The finder has no two-wheeler mode; road travel is the nearest.
  'two-wheeler': 'driving',
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

/**
 * The finder form after an analysis (the history suggests, the person decides): it fills
 * only what is empty, the work place when none is given. Everything else it found is a suggestion
 * for the person to accept or dismiss (suggest-from-history.ts).
 */
export function prefillPreferences(prefs: Preferences, insights: Pick<TimelineInsights, 'work'>): Preferences {
  if (!insights.work || prefs.commute.workAddress || prefs.commute.coordinates) return prefs;
  const label = insights.work.area ? `Work near ${insights.work.area}` : 'Work (from your timeline)';
  return {
    ...prefs,
    commute: { ...prefs.commute, workAddress: label, coordinates: { lat: insights.work.lat, lng: insights.work.lng } },
  };
}
