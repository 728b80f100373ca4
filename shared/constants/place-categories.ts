// Free of zod, so the browser's places page can use them without it (the dataset schema uses them too).

/**
 * The spec's place types (§5) first, then what daily life and the must-haves need, and sports venues
 * (stadiums, sports complexes), which are not gyms: a person who asks for a gym is never shown a
 * cricket ground. This order is the Place Type filter's.
 */
export const PLACE_CATEGORIES = [
  'restaurant',
  'cafe',
  'gym',
  'park',
  'shopping_mall',
  'entertainment',
  'grocery',
  'pharmacy',
  'hospital',
  'school',
  'bar',
  'furniture',
  'coworking',
  'stadium',
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

export interface PlaceCategoryRow {
  /** A place's badge. */
  label: string;
  /** The Place Type filter's option. */
  filter: string;
  /** Its icon: an SVG path on a 24-unit grid, drawn as a line (client/features/places/category-icon.tsx). */
  icon: string;
  /**
   * The OpenStreetMap tags (`key=value`) that make a feature this kind of place
   * (https://wiki.openstreetmap.org/wiki/Map_features). Google's and the model's types map to the
   * same categories in their providers.
   */
  osm: readonly `${string}=${string}`[];
}

/** Every kind of place in one table: its label, its filter, its icon and the OpenStreetMap tags it maps from. */
export const PLACE_CATEGORY_TABLE: Record<PlaceCategory, PlaceCategoryRow> = {
  restaurant: {
    label: 'Restaurant',
    filter: 'Restaurants',
    icon: 'M7 3v8m-2-8v4a2 2 0 0 0 4 0V3M7 11v10M17 3c-2 0-3 2-3 5s1 4 3 4v9m0-18v18',
    osm: ['amenity=restaurant', 'amenity=fast_food', 'amenity=food_court'],
  },
  cafe: {
    label: 'Cafe',
    filter: 'Cafes',
    icon: 'M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zm12 1h2a2 2 0 0 1 0 4h-2M8 3c0 1-1 1-1 2s1 1 1 2m4-4c0 1-1 1-1 2s1 1 1 2',
    osm: ['amenity=cafe'],
  },
  // Fitness centres only: a sports centre is a venue for sport (see stadium).
  gym: { label: 'Gym', filter: 'Gyms', icon: 'M3 10v4m3-6v8m12-8v8m3-6v4M6 12h12', osm: ['leisure=fitness_centre'] },
  park: {
    label: 'Park',
    filter: 'Parks',
    icon: 'M12 21v-6m0 0c-4 0-6-2-6-5 0-2 1-3 2-4a4 4 0 0 1 8 0c1 1 2 2 2 4 0 3-2 5-6 5z',
    osm: ['leisure=park', 'leisure=garden'],
  },
  shopping_mall: {
    label: 'Shopping Mall',
    filter: 'Shopping Malls',
    icon: 'M5 8h14l-1 12H6zm4 0V6a3 3 0 0 1 6 0v2',
    osm: ['shop=mall', 'shop=department_store'],
  },
  entertainment: {
    label: 'Entertainment',
    filter: 'Entertainment',
    icon: 'M4 7h16v10H4zm4 0v10m8-10v10M4 12h4m8 0h4',
    osm: ['amenity=cinema', 'amenity=theatre', 'amenity=arts_centre', 'tourism=museum'],
  },
  // A kirana is mapped as a convenience store in India.
  grocery: {
    label: 'Grocery',
    filter: 'Groceries',
    icon: 'M3 5h2l2 10h10l2-7H6m3 11a1 1 0 1 0 0 .1m8-.1a1 1 0 1 0 0 .1',
    osm: ['shop=supermarket', 'shop=convenience', 'shop=greengrocer', 'shop=grocery'],
  },
  pharmacy: {
    label: 'Pharmacy',
    filter: 'Pharmacies',
    icon: 'M9 3h6v3H9zM6 6h12v15H6zm6 4v7m-3.5-3.5h7',
    osm: ['amenity=pharmacy', 'shop=chemist'],
  },
  hospital: {
    label: 'Hospital or clinic',
    filter: 'Hospitals & clinics',
    icon: 'M4 4h16v16H4zm8 4v8m-4-4h8',
    osm: ['amenity=hospital', 'amenity=clinic', 'amenity=doctors'],
  },
  school: {
    label: 'School or college',
    filter: 'Schools & colleges',
    icon: 'M2 9l10-5 10 5-10 5zm4 2v5c2 2 10 2 12 0v-5m4-2v6',
    osm: ['amenity=school', 'amenity=college', 'amenity=university'],
  },
  bar: {
    label: 'Bar',
    filter: 'Bars',
    icon: 'M6 3h12l-6 8zm6 8v8m-4 2h8',
    osm: ['amenity=bar', 'amenity=pub', 'amenity=nightclub', 'amenity=biergarten'],
  },
  furniture: {
    label: 'Furniture & home',
    filter: 'Furniture & home',
    icon: 'M4 11a2 2 0 0 1 4 0v2h8v-2a2 2 0 0 1 4 0v6H4zm2-1V7a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v3M6 17v2m12-2v2',
    osm: ['shop=furniture', 'shop=houseware', 'shop=interior_decoration', 'shop=doityourself'],
  },
  coworking: {
    label: 'Coworking',
    filter: 'Coworking',
    icon: 'M5 6h14v9H5zm-2 12h18M9 15l-1 3m7-3l1 3',
    osm: ['amenity=coworking_space', 'office=coworking'],
  },
  stadium: {
    label: 'Sports venue',
    filter: 'Sports venues',
    icon: 'M3 9c0-2 4-4 9-4s9 2 9 4v6c0 2-4 4-9 4s-9-2-9-4zm0 0c0 2 4 4 9 4s9-2 9-4M12 13v6',
    osm: ['leisure=stadium', 'leisure=sports_centre'],
  },
};

/** An OpenStreetMap feature's tags → its category: the first row (in PLACE_CATEGORIES order) whose tag it carries. */
export function categoryOfOsmTags(tags: Readonly<Record<string, string>>): PlaceCategory | null {
  for (const category of PLACE_CATEGORIES) {
    for (const tag of PLACE_CATEGORY_TABLE[category].osm) {
      const [key, value] = tag.split('=') as [string, string];
      if (tags[key] === value) return category;
    }
  }
  return null;
}
