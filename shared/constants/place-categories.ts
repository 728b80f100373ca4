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
  /**
   * The OpenStreetMap tags (`key=value`) that make a feature this kind of place
   * (https://wiki.openstreetmap.org/wiki/Map_features). Google's and the model's types map to the
   * same categories in their providers.
   */
  osm: readonly `${string}=${string}`[];
}

/** Every kind of place in one table: its label, its filter and the OpenStreetMap tags it maps from. */
export const PLACE_CATEGORY_TABLE: Record<PlaceCategory, PlaceCategoryRow> = {
  restaurant: {
    label: 'Restaurant',
    filter: 'Restaurants',
    osm: ['amenity=restaurant', 'amenity=fast_food', 'amenity=food_court'],
  },
  cafe: { label: 'Cafe', filter: 'Cafes', osm: ['amenity=cafe'] },
  // Fitness centres only: a sports centre is a venue for sport (see stadium).
  gym: { label: 'Gym', filter: 'Gyms', osm: ['leisure=fitness_centre'] },
  park: { label: 'Park', filter: 'Parks', osm: ['leisure=park', 'leisure=garden'] },
  shopping_mall: { label: 'Shopping Mall', filter: 'Shopping Malls', osm: ['shop=mall', 'shop=department_store'] },
  entertainment: {
    label: 'Entertainment',
    filter: 'Entertainment',
    osm: ['amenity=cinema', 'amenity=theatre', 'amenity=arts_centre', 'tourism=museum'],
  },
  // A kirana is mapped as a convenience store in India.
  grocery: {
    label: 'Grocery',
    filter: 'Groceries',
    osm: ['shop=supermarket', 'shop=convenience', 'shop=greengrocer', 'shop=grocery'],
  },
  pharmacy: { label: 'Pharmacy', filter: 'Pharmacies', osm: ['amenity=pharmacy', 'shop=chemist'] },
  hospital: {
    label: 'Hospital or clinic',
    filter: 'Hospitals & clinics',
    osm: ['amenity=hospital', 'amenity=clinic', 'amenity=doctors'],
  },
  school: {
    label: 'School or college',
    filter: 'Schools & colleges',
    osm: ['amenity=school', 'amenity=college', 'amenity=university'],
  },
  bar: { label: 'Bar', filter: 'Bars', osm: ['amenity=bar', 'amenity=pub', 'amenity=nightclub', 'amenity=biergarten'] },
  furniture: {
    label: 'Furniture & home',
    filter: 'Furniture & home',
    osm: ['shop=furniture', 'shop=houseware', 'shop=interior_decoration', 'shop=doityourself'],
  },
  coworking: { label: 'Coworking', filter: 'Coworking', osm: ['amenity=coworking_space', 'office=coworking'] },
  stadium: { label: 'Sports venue', filter: 'Sports venues', osm: ['leisure=stadium', 'leisure=sports_centre'] },
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
