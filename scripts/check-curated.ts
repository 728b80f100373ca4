// Checks the curated places and events (server/data/places, server/data/events) and prints what is
// missing. Usage: npx tsx scripts/check-curated.ts [cityId ...]   (no arguments: every city)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { curatedEventSchema, festivalSchema } from '../shared/domain/dataset/event-schema';
import { curatedPlaceSchema } from '../shared/domain/dataset/place-schema';
import { citySchema, localitySchema } from '../shared/domain/dataset/schema';
import { computeFestival } from '../shared/domain/festivals/compute-festival';
import { haversineKm } from '../shared/domain/geo';

const root = join(import.meta.dirname, '..', 'server', 'data');
const EIGHT_LARGEST = ['mumbai', 'new-delhi', 'bengaluru', 'hyderabad', 'chennai', 'kolkata', 'pune', 'ahmedabad'];
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const cities = z.array(citySchema).parse(read(join(root, 'cities.json')));
const only = process.argv.slice(2);
let problems = 0;
const problem = (text: string) => {
  problems++;
  console.log(`  ✖ ${text}`);
};

const festivalsPath = join(root, 'events', 'festivals.json');
const festivals = existsSync(festivalsPath) ? z.array(festivalSchema).parse(read(festivalsPath)) : [];
const festivalIds = new Set(festivals.map((f) => f.id));

for (const city of cities) {
  if (only.length && !only.includes(city.id)) continue;
  const localityFile = join(root, 'localities', `${city.id}.json`);
  if (!existsSync(localityFile)) continue;
  const localities = z.array(localitySchema).parse(read(localityFile));
  const names = [city.name, ...city.aliases].map((n) => n.toLowerCase());
  console.log(`\n${city.name} (${localities.length} localities)`);

  const placeFile = join(root, 'places', `${city.id}.json`);
  const parsedPlaces = existsSync(placeFile) ? z.array(curatedPlaceSchema).safeParse(read(placeFile)) : null;
  if (parsedPlaces && !parsedPlaces.success) {
    for (const issue of parsedPlaces.error.issues.slice(0, 20))
      problem(`places ${issue.path.join('.')}: ${issue.message}`);
  }
  const places = parsedPlaces?.success ? parsedPlaces.data : [];
  const ids = new Set<string>();
  for (const place of places) {
    if (ids.has(place.id)) problem(`duplicate place id ${place.id}`);
    ids.add(place.id);
    const nearest = Math.min(...localities.map((l) => haversineKm(l, place)));
    if (nearest > 5) problem(`${place.id} is ${nearest.toFixed(1)} km from the nearest locality (max 5)`);
    if (!names.some((n) => place.address.toLowerCase().includes(n)))
      problem(`${place.id}: the address does not name ${city.name} (or an alias)`);
  }
  const target = EIGHT_LARGEST.includes(city.id) ? 15 : 8;
  const byCategory: Record<string, number> = {};
  for (const p of places) byCategory[p.category] = (byCategory[p.category] ?? 0) + 1;
  console.log(`  places: ${places.length} ${JSON.stringify(byCategory)}`);
  const short = localities
    .map((l) => ({ l, n: places.filter((p) => haversineKm(l, p) <= 5).length }))
    .filter(({ n }) => n < target);
  for (const { l, n } of short) console.log(`  · ${l.id}: ${n} places within 5 km (target ${target})`);

  const eventFile = join(root, 'events', `${city.id}.json`);
  if (existsSync(eventFile)) {
    const parsed = z.array(curatedEventSchema).safeParse(read(eventFile));
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 20)) problem(`events ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    for (const event of parsed.data) {
      const km = haversineKm(city, event.venue);
      if (km > 60) problem(`${event.id}: venue ${km.toFixed(0)} km from the city centre`);
      if ('festival' in event.schedule && !festivalIds.has(event.schedule.festival))
        problem(`${event.id}: unknown festival ${event.schedule.festival}`);
    }
    console.log(`  events: ${parsed.data.length}`);
  } else console.log('  events: none yet');
}
if (festivals.length) {
  console.log(`\nfestivals: ${festivals.length}`);
  // Dates are computed from each rule: every festival must fall in this year and the next two.
  const thisYear = new Date().getFullYear();
  for (const f of festivals) {
    for (const year of [thisYear, thisYear + 1, thisYear + 2]) {
      if (!computeFestival(f, year)) problem(`${f.id}: no date in ${year}`);
    }
  }
}
console.log(problems ? `\n${problems} problem(s)` : '\nno problems');
process.exit(problems ? 1 : 0);
