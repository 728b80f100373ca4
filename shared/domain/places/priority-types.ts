import type { LifestyleKey } from '../../constants/lifestyles';
import type { MustHaveKey } from '../../constants/must-haves';
import { DEFAULT_PRIORITY_TYPES, type PlaceCategoryKey } from '../../constants/places';
import type { AnalysisResults } from '../../contracts/analysis';
import type { Preferences } from '../../contracts/preferences';

// spec §7: the place types a person cares about, from their lifestyle preferences, must-haves and
// timeline lifestyle indicators, in that order, de-duplicated; the defaults when nothing maps.

const FROM_LIFESTYLE: Partial<Record<LifestyleKey, PlaceCategoryKey[]>> = {
  activeLifestyle: ['gym', 'park'],
  amenities: ['shopping_mall', 'grocery'],
  artsAndMusic: ['entertainment'],
  casual: ['cafe'],
  casualDining: ['restaurant'],
  convenient: ['grocery'],
  cultural: ['entertainment'],
  entertainment: ['entertainment'],
  familyFriendly: ['park', 'school'],
  fineDining: ['restaurant'],
  greenSpaces: ['park'],
  healthy: ['gym', 'park'],
  internationalCuisine: ['restaurant'],
  nightlife: ['bar', 'entertainment'],
  outdoorActivities: ['park'],
  petFriendly: ['park'],
  quiet: ['park'],
  relaxing: ['park', 'cafe'],
  shopping: ['shopping_mall'],
  socialGatherings: ['cafe', 'bar'],
};

const FROM_MUST_HAVE: Partial<Record<MustHaveKey, PlaceCategoryKey[]>> = {
  groceryStores: ['grocery'],
  parks: ['park'],
  schools: ['school'],
  gym: ['gym'],
  restaurants: ['restaurant'],
  cafes: ['cafe'],
  bars: ['bar'],
  hospitals: ['hospital'],
  shoppingCenters: ['shopping_mall'],
};

/** spec §4's indicator words, as they appear in a timeline analysis's lifestyle indicators. */
const FROM_INDICATOR: [RegExp, PlaceCategoryKey[]][] = [
  [/\bfine dining\b|\bdining\b|\brestaurants?\b/i, ['restaurant']],
  [/\bactive\b/i, ['gym', 'park']],
  [/\boutdoors?\b/i, ['park']],
  [/\bshopping\b/i, ['shopping_mall']],
  [/\bnightlife\b/i, ['bar', 'entertainment']],
  [/\bcultur(e|al)\b|\barts?\b|\bmusic\b/i, ['entertainment']],
  [/\bfamily\b/i, ['park', 'school']],
  [/\bquiet\b/i, ['park']],
  [/\bcommunity\b|\bsocial\b/i, ['cafe']],
];

export interface PriorityProfile {
  lifestylePreferences?: readonly LifestyleKey[];
  /** In priority order (the finder's ranking). */
  mustHaves?: readonly MustHaveKey[];
  lifestyleIndicators?: readonly string[];
}

/** The profile from what a person saved: the finder's preferences and their timeline analysis. */
export function priorityProfileOf(
  preferences: Pick<Preferences, 'lifestylePreferences' | 'prioritizedMustHaves'> | null,
  analysis: { analysisResults: Pick<AnalysisResults, 'lifestyle_indicators'> } | null,
): PriorityProfile {
  return {
    lifestylePreferences: preferences?.lifestylePreferences,
    mustHaves: preferences?.prioritizedMustHaves.toSorted((a, b) => a.priority - b.priority).map((m) => m.name),
    lifestyleIndicators: analysis?.analysisResults.lifestyle_indicators,
  };
}

export function priorityTypes(profile: PriorityProfile): PlaceCategoryKey[] {
  const found: PlaceCategoryKey[] = [
    ...(profile.lifestylePreferences ?? []).flatMap((key) => FROM_LIFESTYLE[key] ?? []),
    ...(profile.mustHaves ?? []).flatMap((key) => FROM_MUST_HAVE[key] ?? []),
    ...(profile.lifestyleIndicators ?? []).flatMap((text) =>
      FROM_INDICATOR.filter(([pattern]) => pattern.test(text)).flatMap(([, types]) => types),
    ),
  ];
  const unique = [...new Set(found)];
  return unique.length ? unique : [...DEFAULT_PRIORITY_TYPES];
}

/** The categories of the person's own must-haves, in their order: the places that earn a PRIORITY badge. */
export function mustHaveTypes(profile: Pick<PriorityProfile, 'mustHaves'>): PlaceCategoryKey[] {
  return [...new Set((profile.mustHaves ?? []).flatMap((key) => FROM_MUST_HAVE[key] ?? []))];
}
