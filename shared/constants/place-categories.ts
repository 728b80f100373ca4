// Free of zod, so the browser's places page can use them without it (the dataset schema uses them too).

/**
 * The spec's place types (§5) plus what the must-haves need (groceries, schools, hospitals, bars) and
 * sports venues (stadiums, sports complexes), which are not gyms: a person who asks for a gym is never
 * shown a cricket ground.
 */
export const PLACE_CATEGORIES = [
  'restaurant',
  'cafe',
  'gym',
  'park',
  'shopping_mall',
  'entertainment',
  'grocery',
  'school',
  'hospital',
  'bar',
  'stadium',
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];
