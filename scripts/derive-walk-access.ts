// Derives every locality's amenity levels and walkability from OpenStreetMap (Overpass) with the
// Walk Score-style method of shared/domain/places/walk-access.ts, and prints them beside the
// editorial estimates. With --write, the locality files take the derived figures (and say so).
// Needs the internet (or --overpass pointing at your own Overpass); one request at a time, 2 s apart.
// The running server does the same in the background and keeps the counts in its database
// (server/features/places/walk-access/); this script is for reading them beside the estimates.
//
// Usage: npx tsx scripts/derive-walk-access.ts [--city <id>] [--write] [--overpass <url>]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { OVERPASS_USER_AGENT } from '../server/features/places/create-places-provider';
import { createMemoryAnswerCache } from '../server/features/places/osm/answer-cache';
import { createOsmPlacesProvider } from '../server/features/places/osm/osm-places-provider';
import { createOverpassClient } from '../server/features/places/osm/overpass-client';
import { countWalkAccess, withCountedWalkAccess } from '../server/features/places/walk-access/count-walk-access';
import type { Locality } from '../shared/domain/dataset/schema';

const { values } = parseArgs({
  options: {
    city: { type: 'string' },
    write: { type: 'boolean', default: false },
    overpass: { type: 'string', default: 'https://overpass-api.de/api/interpreter' },
  },
});
const dir = join(import.meta.dirname, '..', 'server', 'data', 'localities');
const cities = values.city ? [values.city] : readdirNames(dir);
const provider = createOsmPlacesProvider({
  client: createOverpassClient({
    url: values.overpass,
    userAgent: OVERPASS_USER_AGENT,
    timeoutMs: 30_000,
    minIntervalMs: 2000,
  }),
  cache: createMemoryAnswerCache(),
  maxAgeMs: 0,
  timeoutMs: 30_000,
});

for (const city of cities) {
  const file = join(dir, `${city}.json`);
  const localities = JSON.parse(readFileSync(file, 'utf8')) as Locality[];
  const rows = [];
  for (const locality of localities) {
    try {
      const { places, fetchedAt } = await provider.walkAround(locality);
      const counted = countWalkAccess(locality, places, { source: 'OpenStreetMap', mappedAt: fetchedAt });
      const { amenities, walkability, derived } = withCountedWalkAccess(locality, counted);
      rows.push({
        locality: locality.id,
        counted: counted.counted,
        walkability: `${locality.walkability.score} → ${walkability.score}`,
        restaurants: `${locality.amenities.restaurants} → ${amenities.restaurants}`,
        parks: `${locality.amenities.parks} → ${amenities.parks}`,
      });
      if (values.write) Object.assign(locality, { amenities, walkability, derived });
    } catch (error) {
      console.error(`${locality.id}: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  }
  console.log(`\n${city}`);
  console.table(rows);
  if (values.write) writeFileSync(file, `${JSON.stringify(localities, null, 2)}\n`);
}

function readdirNames(folder: string): string[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5));
}
