import type { CitySummary } from '../../../shared/contracts/cities';
import type { Dataset } from '../../data/load-dataset';

/** The curated cities (New Delhi first, the default), with how many neighbourhoods each has. */
export function listCities({ cities, localities }: Pick<Dataset, 'cities' | 'localities'>): CitySummary[] {
  const counts = new Map<string, number>();
  for (const locality of localities) counts.set(locality.city, (counts.get(locality.city) ?? 0) + 1);
  return cities.map((c) => ({
    id: c.id,
    name: c.name,
    state: c.state,
    lat: c.lat,
    lng: c.lng,
    localities: counts.get(c.id) ?? 0,
  }));
}
