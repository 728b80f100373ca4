import { PLACE_CATEGORIES, PLACE_CATEGORY_TABLE, type PlaceCategory } from './place-categories';

// spec §5: the place filters and their options: All Places, the spec's six types, then every other
// kind of place (PLACE_CATEGORY_TABLE), each with a filter of its own.
export const PLACE_TYPE_OPTIONS = ['all', ...PLACE_CATEGORIES] as const;
export type PlaceTypeOption = (typeof PLACE_TYPE_OPTIONS)[number];
export const RADIUS_OPTIONS_KM = [1, 2, 5, 10, 20] as const;
export const PRICE_LEVEL_OPTIONS = [0, 1, 2, 3, 4] as const;
/** spec §9: type all, radius 5, price level 0 (any). */
export const DEFAULT_PLACE_FILTERS = { type: 'all', radius: 5, priceLevel: 0 } as const;

/** Every category a place can have: the curated ones, and `other` for a provider's unmapped place. */
export const PLACE_CATEGORY_KEYS = [...PLACE_CATEGORIES, 'other'] as const;
export type PlaceCategoryKey = (typeof PLACE_CATEGORY_KEYS)[number];

function byCategory<T>(pick: (category: PlaceCategory) => T): Record<PlaceCategory, T> {
  return Object.fromEntries(PLACE_CATEGORIES.map((c) => [c, pick(c)])) as Record<PlaceCategory, T>;
}

export const PLACE_CATEGORY_LABELS: Record<PlaceCategoryKey, string> = {
  ...byCategory((c) => PLACE_CATEGORY_TABLE[c].label),
  other: 'Other',
};

/** The filter's labels (spec §5: All Places and a plural per type). */
export const PLACE_TYPE_LABELS: Record<PlaceTypeOption, string> = {
  all: 'All Places',
  ...byCategory((c) => PLACE_CATEGORY_TABLE[c].filter),
};

/** spec §7: the priority types when nothing in the profile maps to a category. */
export const DEFAULT_PRIORITY_TYPES: PlaceCategoryKey[] = ['restaurant', 'cafe', 'park', 'gym', 'shopping_mall'];
