// Must-have items: the finder's six (spec §9) plus the keys the places and events pages use.
export const MUST_HAVE_LABELS = {
  parking: 'Parking',
  publicTransport: 'Public Transport',
  parks: 'Parks',
  schools: 'Schools',
  groceryStores: 'Grocery Stores',
  gym: 'Gym',
  restaurants: 'Restaurants',
  cafes: 'Cafes',
  bars: 'Bars',
  hospitals: 'Hospitals',
  shoppingCenters: 'Shopping Centers',
} as const;

export type MustHaveKey = keyof typeof MUST_HAVE_LABELS;
export const MUST_HAVE_KEYS = Object.keys(MUST_HAVE_LABELS) as [MustHaveKey, ...MustHaveKey[]];
/** The six offered in the finder form (spec §9). */
export const FINDER_MUST_HAVES: MustHaveKey[] = [
  'parking',
  'publicTransport',
  'parks',
  'schools',
  'groceryStores',
  'gym',
];
