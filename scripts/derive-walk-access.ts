// Derives every locality's amenity levels and walkability from OpenStreetMap (Overpass) with the
// Walk Score-style method of shared/domain/places/walk-access.ts, and prints them beside the
// editorial estimates. With --write, the locality files take the derived figures (and say so).
// Needs the internet; Overpass is asked at most once every 2 s, so all 324 localities take ~11 min.
//
// Usage: npx tsx scripts/derive-walk-access.ts [--city <id>] [--write] [--overpass <url>]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { OVERPASS_USER_AGENT } from '../server/features/places/create-places-provider';
import { deriveWalkAccess } from '../server/features/places/derive-walk-access';
import { createOsmPlacesProvider } from '../server/features/places/osm-places-provider';
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
const provider = createOsmPlacesProvider({ url: values.overpass, timeoutMs: 30_000, userAgent: OVERPASS_USER_AGENT });
const asOf = new Date().toISOString().slice(0, 10);

for (const city of cities) {
  const file = join(dir, `${city}.json`);
  const localities = JSON.parse(readFileSync(file, 'utf8')) as Locality[];
  const rows = [];
  for (const locality of localities) {
    try {
      const derived = await deriveWalkAccess(provider, locality, { sourceName: 'OpenStreetMap', asOf });
      rows.push({
        locality: locality.id,
        counted: derived.derived?.counted,
        walkability: `${locality.walkability.score} → ${derived.walkability.score}`,
        restaurants: `${locality.amenities.restaurants} → ${derived.amenities.restaurants}`,
        parks: `${locality.amenities.parks} → ${derived.amenities.parks}`,
      });
      if (values.write) Object.assign(locality, derived);
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
