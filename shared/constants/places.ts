import { PLACE_CATEGORIES } from './place-categories';

// spec §5: the place filters and their options. A sports venue (`stadium`) has no option of its own:
// it is listed under All Places only, as the spec's filter keeps a place whose category equals the
// type, and it is never a gym.
export const PLACE_TYPE_OPTIONS = [
  'all',
  'restaurant',
  'cafe',
  'gym',
  'park',
  'shopping_mall',
  'entertainment',
] as const;
export type PlaceTypeOption = (typeof PLACE_TYPE_OPTIONS)[number];
export const RADIUS_OPTIONS_KM = [1, 2, 5, 10, 20] as const;
export const PRICE_LEVEL_OPTIONS = [0, 1, 2, 3, 4] as const;
/** spec §9: type all, radius 5, price level 0 (any). */
export const DEFAULT_PLACE_FILTERS = { type: 'all', radius: 5, priceLevel: 0 } as const;

/** Every category a place can have: the curated ones, and `other` for a provider's unmapped place. */
export const PLACE_CATEGORY_KEYS = [...PLACE_CATEGORIES, 'other'] as const;
export type PlaceCategoryKey = (typeof PLACE_CATEGORY_KEYS)[number];

export const PLACE_CATEGORY_LABELS: Record<PlaceCategoryKey, string> = {
  restaurant: 'Restaurant',
  cafe: 'Cafe',
  gym: 'Gym',
  park: 'Park',
  shopping_mall: 'Shopping Mall',
  entertainment: 'Entertainment',
  grocery: 'Grocery',
  school: 'School',
  hospital: 'Hospital',
  bar: 'Bar',
  stadium: 'Sports venue',
  other: 'Other',
};

/** The filter's labels (spec §5: All Places and the six types). */
export const PLACE_TYPE_LABELS: Record<PlaceTypeOption, string> = {
  all: 'All Places',
  restaurant: 'Restaurants',
  cafe: 'Cafes',
  gym: 'Gyms',
  park: 'Parks',
  shopping_mall: 'Shopping Malls',
  entertainment: 'Entertainment',
};

/** spec §7: the priority types when nothing in the profile maps to a category. */
export const DEFAULT_PRIORITY_TYPES: PlaceCategoryKey[] = ['restaurant', 'cafe', 'park', 'gym', 'shopping_mall'];
