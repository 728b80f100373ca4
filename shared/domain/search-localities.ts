import type { LocalitySummary, SearchInput } from '../contracts/neighbourhoods';
import type { City, Locality } from './dataset/schema';
import { basisOf, safetyScoreOf } from './locality-basis';
import { nearestRapidStation } from './recommend/locality-signals';
import { matchScore, normalizeText } from './text-match';

const MIN_SCORE = 0.55;

/** A locality as the search and the selected neighbourhood give it, its figures' ages on `today` (YYYY-MM-DD). */
export function toLocalitySummary(l: Locality, city: City | undefined, today: string): LocalitySummary {
  return {
    id: l.id,
    name: l.name,
    city: city?.name ?? l.city,
    cityId: l.city,
    state: l.state,
    description: l.description,
    coordinates: { lat: l.lat, lng: l.lng },
    rent: l.rent,
    safetyScore: safetyScoreOf(l, city),
    walkabilityScore: l.walkability.score,
    lifestyle: l.lifestyle,
    nearbyHighlights: l.highlights,
    stations: l.transit.stations,
    sources: l.sources,
    basis: basisOf(l, city, today),
  };
}

/**
 * Searches the curated localities: by name or alias (fuzzy), within a city, narrowed by filters.
 * Without a query, every locality of the city in name order.
 */
export function searchLocalities(
  localities: readonly Locality[],
  input: { query?: string; cityId?: string; filters?: SearchInput['filters'] },
): Locality[] {
  const query = normalizeText(input.query ?? '');
  const { filters = {} } = input;
  const scored: { locality: Locality; score: number }[] = [];
  for (const l of localities) {
    if (input.cityId && l.city !== input.cityId) continue;
    if (filters.lifestyle?.some((key) => !l.lifestyle.includes(key))) continue;
    if (filters.nearMetro && !((nearestRapidStation(l)?.distanceKm ?? Number.POSITIVE_INFINITY) <= 1.5)) continue;
    if (filters.maxRent !== undefined) {
      const band = filters.bhk ? l.rent[`bhk${filters.bhk}`] : l.rent.bhk2;
      if (!band || band.min > filters.maxRent) continue;
    }
    const score = query
      ? Math.max(...[l.name, ...l.aliases, ...l.pincodes].map((n) => matchScore(query, normalizeText(n))))
      : 1;
    if (score >= MIN_SCORE) scored.push({ locality: l, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.locality.name.localeCompare(b.locality.name))
    .map((s) => s.locality);
}
