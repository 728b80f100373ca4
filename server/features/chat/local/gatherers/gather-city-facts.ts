import type { AssistantFacts } from '../../../../../shared/domain/assistant/facts';
import { renterFactsOf } from '../../../../../shared/domain/renter-facts/renter-facts-of';
import type { Dataset } from '../../../../data/load-dataset';
import type { GatherContext } from './gather-context';

// What every answer may say of the city in question: who supplies power, water and gas, the city's
// own renter facts, and its spots on published flood lists.

export function gatherCityFacts({
  services,
  city,
  today,
}: GatherContext): Pick<AssistantFacts, 'utilities' | 'cityRenter' | 'floodSpots'> {
  const { dataset } = services;
  return {
    utilities: (city && dataset.utilities.get(city.id)) ?? null,
    // No locality, so only what is published for the city at large.
    cityRenter: city ? renterFactsOf({ id: '', city: city.id }, city.name, dataset.renterFacts, today) : null,
    floodSpots: city ? floodSpotsOf(dataset, city.id) : [],
  };
}

function floodSpotsOf(dataset: Dataset, cityId: string): AssistantFacts['floodSpots'] {
  return dataset.renterFacts.floodLists
    .filter((list) => list.city === cityId)
    .flatMap((list) =>
      list.entries.map((entry) => ({
        neighbourhood: dataset.localitiesById.get(entry.locality)?.name ?? entry.locality,
        spot: entry.spot,
        list: list.name,
        year: list.year,
        source: list.source,
        ...(list.url ? { url: list.url } : {}),
      })),
    );
}
