import type { PlaceCategoryKey } from '../../constants/places';
import { haversineKm } from '../geo';

// A Walk Score-style measure of what is within walking distance of a point, from a list of real
// places (docs/recommendation-formula.md, "Derived amenity levels"): each place counts fully within
// 400 m, less with distance, nothing beyond 1.6 km (about a 20-minute walk).

export const FULL_CREDIT_KM = 0.4;
export const NO_CREDIT_KM = 1.6;

/** 1 within 400 m, falling linearly to 0 at 1.6 km. */
export function walkCredit(km: number): number {
  if (km <= FULL_CREDIT_KM) return 1;
  if (km >= NO_CREDIT_KM) return 0;
  return 1 - (km - FULL_CREDIT_KM) / (NO_CREDIT_KM - FULL_CREDIT_KM);
}

/**
 * Each kind of place: how much walking credit makes the level 5 ("saturation"), and its weight in
 * the walkability score (Walk Score weighs groceries and restaurants most).
 */
export const WALK_CATEGORIES: Record<
  Exclude<PlaceCategoryKey, 'other'>,
  { amenity: AmenityKey | null; saturation: number; weight: number }
> = {
  grocery: { amenity: 'groceries', saturation: 3, weight: 3 },
  restaurant: { amenity: 'restaurants', saturation: 10, weight: 3 },
  cafe: { amenity: 'cafes', saturation: 4, weight: 2 },
  shopping_mall: { amenity: 'malls', saturation: 2, weight: 1 },
  park: { amenity: 'parks', saturation: 2, weight: 1 },
  school: { amenity: 'schools', saturation: 2, weight: 1 },
  hospital: { amenity: 'hospitals', saturation: 1, weight: 1 },
  gym: { amenity: 'gyms', saturation: 2, weight: 1 },
  bar: { amenity: 'nightlife', saturation: 4, weight: 1 },
  entertainment: { amenity: null, saturation: 2, weight: 1 },
  // Not weighed in the walkability, so that the score stays the one docs/recommendation-formula.md
  // describes: a sports venue is not a daily errand (Walk Score counts none), a pharmacy sits in
  // Walk Score's errands with the groceries, and furniture or a desk are not found on a daily walk.
  stadium: { amenity: null, saturation: 1, weight: 0 },
  pharmacy: { amenity: null, saturation: 1, weight: 0 },
  furniture: { amenity: null, saturation: 1, weight: 0 },
  coworking: { amenity: null, saturation: 1, weight: 0 },
};

type AmenityKey =
  | 'restaurants'
  | 'cafes'
  | 'gyms'
  | 'parks'
  | 'schools'
  | 'hospitals'
  | 'groceries'
  | 'malls'
  | 'nightlife';

export interface WalkAccess {
  /** 0–5 per amenity, as the curated levels are scaled. */
  levels: Record<AmenityKey, number>;
  /** 0–10. */
  walkability: number;
  /** Places that earned any credit (within 1.6 km). */
  counted: number;
}

export function walkAccess(
  point: { lat: number; lng: number },
  places: readonly { category: PlaceCategoryKey; lat: number; lng: number }[],
): WalkAccess {
  const credit = new Map<PlaceCategoryKey, number>();
  let counted = 0;
  for (const place of places) {
    const c = walkCredit(haversineKm(point, place));
    if (c <= 0) continue;
    counted++;
    credit.set(place.category, (credit.get(place.category) ?? 0) + c);
  }
  const levels = {
    restaurants: 0,
    cafes: 0,
    gyms: 0,
    parks: 0,
    schools: 0,
    hospitals: 0,
    groceries: 0,
    malls: 0,
    nightlife: 0,
  } satisfies Record<AmenityKey, number>;
  let weighted = 0;
  let weights = 0;
  for (const [category, { amenity, saturation, weight }] of Object.entries(WALK_CATEGORIES)) {
    const share = Math.min(1, (credit.get(category as PlaceCategoryKey) ?? 0) / saturation);
    if (amenity) levels[amenity] = Math.round(share * 5);
    weighted += weight * share;
    weights += weight;
  }
  return { levels, walkability: Math.round((10 * weighted * 10) / weights) / 10, counted };
}
