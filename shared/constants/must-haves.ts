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
  hospitals: 'Hospitals and clinics',
  shoppingCenters: 'Shopping Centers',
  pharmacies: 'Pharmacies',
  dailyMarket: 'A daily market',
} as const;

export type MustHaveKey = keyof typeof MUST_HAVE_LABELS;
export const MUST_HAVE_KEYS = Object.keys(MUST_HAVE_LABELS) as [MustHaveKey, ...MustHaveKey[]];
/** Offered in the finder form: the spec's six (§9), then health care and a daily market. */
export const FINDER_MUST_HAVES: MustHaveKey[] = [
  'parking',
  'publicTransport',
  'parks',
  'schools',
  'groceryStores',
  'gym',
  'hospitals',
  'pharmacies',
  'dailyMarket',
];
/** The six the form starts with (spec §9); the rest are offered to add. */
export const DEFAULT_MUST_HAVES: MustHaveKey[] = FINDER_MUST_HAVES.slice(0, 6);
