import { DEFAULT_PLACE_FILTERS } from '../../../shared/constants/places';
import type { Locality } from '../../../shared/domain/dataset/schema';
import { haversineKm } from '../../../shared/domain/geo';
import { perOwner } from '../../../shared/domain/per-owner';
import { filterPlaces } from '../../../shared/domain/places/filter-places';
import { countByAmenity, type ListedNearby } from '../../../shared/domain/recommend/amenity-claims';
import type { Dataset } from '../../data/load-dataset';
import { createCuratedPlacesProvider } from './curated-places-provider';
import { listsCuratedOnly, type PlacesProviders } from './find-places';
import type { PlacesProvider } from './places-provider';

// What Discover Places lists around each curated locality when it opens (its default filters), per
// amenity kind, for the finder's cards (shared/domain/recommend/amenity-claims.ts): the curated
// provider asked as the page asks it, distances and filter ours as in search-places.ts. A live
// provider's places are not asked for here (one Overpass query per card would hold up the results):
// OpenStreetMap's are counted by the walk-access job into each locality's `derived` levels.

type Counts = ListedNearby['counts'];

// The curated places change only with a deploy: counted once per provider and locality.
const countsFor = perOwner<PlacesProvider, Map<string, Counts>>(() => new Map());
// The per-locality listing handed to the engine, by whether the curated places are all the page lists.
type Listing = Map<boolean, ReadonlyMap<string, ListedNearby>>;
const listedFor = perOwner<readonly Locality[], WeakMap<PlacesProvider, Listing>>(() => new WeakMap());
// Where a caller has no places providers (the assistant's evaluation): the curated places, as offline.
const curatedFor = perOwner<Dataset['places'], PlacesProvider>((places) => createCuratedPlacesProvider({ places }));

async function countAround(provider: PlacesProvider, locality: Locality): Promise<Counts> {
  const centre = { lat: locality.lat, lng: locality.lng };
  const found = await provider.search({
    centre,
    neighbourhood: { name: locality.name, city: locality.city },
    radiusKm: DEFAULT_PLACE_FILTERS.radius,
    type: DEFAULT_PLACE_FILTERS.type,
    priceLevel: DEFAULT_PLACE_FILTERS.priceLevel,
    priorityTypes: [],
  });
  const measured = found.map((p) => ({ ...p, distance: Math.round(haversineKm(centre, p.coordinates) * 100) / 100 }));
  return countByAmenity(filterPlaces(measured, DEFAULT_PLACE_FILTERS));
}

/**
 * Per locality id: what the places page lists around it, from which source, within which radius,
 * and whether that is all it lists (the curated places alone, as offline) or the least (OpenStreetMap
 * answering too).
 */
export async function listPlacesNearby(
  dataset: Pick<Dataset, 'localities' | 'places'>,
  providers: Pick<PlacesProviders, 'curated' | 'live' | 'availability'> = {
    curated: curatedFor(dataset.places),
    live: null,
  },
): Promise<ReadonlyMap<string, ListedNearby>> {
  const { localities } = dataset;
  const { curated } = providers;
  const complete = listsCuratedOnly(providers);
  // Asked on every search: the map is built once per provider and listing, not per request.
  const byProvider = listedFor(localities);
  const built: Listing = byProvider.get(curated) ?? new Map();
  byProvider.set(curated, built);
  const ready = built.get(complete);
  if (ready) return ready;
  const counts = countsFor(curated);
  for (const locality of localities) {
    if (!counts.has(locality.id)) counts.set(locality.id, await countAround(curated, locality));
  }
  const radiusKm = DEFAULT_PLACE_FILTERS.radius;
  const listed = new Map(
    localities.map((l) => [l.id, { source: curated.label, radiusKm, counts: counts.get(l.id)!, complete }]),
  );
  built.set(complete, listed);
  return listed;
}
