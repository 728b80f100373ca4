import { haversineKm } from '../geo';

// docs/recommendation-formula.md §14: people walk 4.5 km/h along streets about 1.25 × the straight line. 4.5 km/h is
// 1.25 m/s, so a walk takes exactly as many seconds as the straight line has metres.
export const WALK_SPEED_MPS = 4.5 / 3.6;
export const DETOUR = 1.25;
/** Furthest walk to or from a stop (straight line). */
export const MAX_ACCESS_M = 1200;
/** Furthest walk between two stops when changing. */
export const MAX_CHANGE_WALK_M = 400;
/**
 * Time allowed for every change besides the walk: stairs, escalators and the platform between two
 * lines (Ameerpet's Red and Blue platforms are 48 m apart on the map but a floor apart). Two
 * minutes, as OpenTripPlanner's default transfer slack.
 */
export const CHANGE_SLACK_S = 120;
/** At most three changes: four rides. */
export const MAX_RIDES = 4;

export type LatLng = { lat: number; lng: number };

export function walkSeconds(metres: number): number {
  return Math.round((metres * DETOUR) / WALK_SPEED_MPS);
}

export function metresBetween(a: LatLng, b: LatLng): number {
  return haversineKm(a, b) * 1000;
}
