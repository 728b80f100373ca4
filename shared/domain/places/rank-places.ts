import type { PlaceCategoryKey } from '../../constants/places';

/**
 * spec §7: marks each place of a priority type with its rank (1 for the first type) and orders the
 * list by priority, then by distance; places of other types follow, nearest first. Name and id
 * break ties, so the order never depends on the provider's. Only the person's own must-haves earn
 * the PRIORITY badge (`isPriority`): the rest of the order comes from lifestyle words and defaults,
 * which a badge on every card would overstate.
 */
export function rankPlaces<P extends { id: string; name: string; category: string; distance: number }>(
  places: readonly P[],
  priorities: readonly PlaceCategoryKey[],
  mustHaves: readonly PlaceCategoryKey[] = [],
): (P & { isPriority: boolean; priorityRank: number | null })[] {
  const rankOf = new Map<string, number>(priorities.map((type, index) => [type, index + 1]));
  const badged = new Set<string>(mustHaves);
  return places
    .map((place) => {
      const rank = rankOf.get(place.category) ?? null;
      return { ...place, isPriority: badged.has(place.category), priorityRank: rank };
    })
    .sort(
      (a, b) =>
        (a.priorityRank ?? Number.POSITIVE_INFINITY) - (b.priorityRank ?? Number.POSITIVE_INFINITY) ||
        a.distance - b.distance ||
        a.name.localeCompare(b.name) ||
        a.id.localeCompare(b.id),
    );
}
