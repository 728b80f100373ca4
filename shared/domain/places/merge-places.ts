import { haversineKm } from '../geo';
import { containsWords, normalizeText } from '../text-match';

/** Two names within this distance that name the same place are one place. */
export const SAME_PLACE_KM = 0.1;

/**
 * Basera's curated places with a live provider's: the curated first, and a live place left out when
 * a curated one within 100 m names the same place (equal names, or one inside the other as whole
 * words: "Phoenix Marketcity" and "Phoenix Marketcity Mall"). The curated entry wins because it
 * carries a checked description and source.
 */
export function mergeWithCurated<P extends { name: string; coordinates: { lat: number; lng: number } }>(
  curated: readonly P[],
  live: readonly P[],
): P[] {
  const named = curated.map((place) => ({ place, name: normalizeText(place.name) }));
  const fresh = live.filter((candidate) => {
    const name = normalizeText(candidate.name);
    return !named.some(
      (c) =>
        (containsWords(c.name, name) || containsWords(name, c.name)) &&
        haversineKm(c.place.coordinates, candidate.coordinates) <= SAME_PLACE_KM,
    );
  });
  return [...curated, ...fresh];
}
