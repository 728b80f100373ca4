import type { AssistantFacts } from '../../../../../shared/domain/assistant/facts';
import type { Locality } from '../../../../../shared/domain/dataset/schema';
import { priorityProfileOf } from '../../../../../shared/domain/places/priority-types';
import { lookUpPlaces } from '../look-up';
import type { GatherContext } from './gather-context';

// Places: "groceries near Baner", "malls around us": every kind of place within 5 km of the
// neighbourhood, the person's priorities applied, nearest first.

export async function gatherPlaces(
  { services, profile }: GatherContext,
  around: Locality | null,
): Promise<AssistantFacts['places']> {
  if (!around) return null;
  const found = await lookUpPlaces(
    services,
    { neighborhoodId: around.id, type: 'all', radius: 5, priceLevel: 0 },
    priorityProfileOf(profile.preferences, profile.analysis),
  );
  if (!found) return null;
  const nearestFirst = found.places.toSorted((a, b) => a.distance - b.distance);
  return { neighbourhood: found.neighborhood.name, provider: found.provider.label, items: nearestFirst };
}
