// Validates curated data files against shared/domain/dataset/schema.ts and prints what is wrong.
// Usage: npx tsx scripts/check-data.ts [file ...]   (no arguments: every file in server/data)
//        npx tsx scripts/check-data.ts --freshness [--all]: what to check again, oldest first
//        (docs/data.md, "Freshness"): every dated fact past its shelf life or within 90 days of it
//        (--all: every one), and every event with no date in the next twelve months.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { indianToday, systemClock } from '../server/lib/clock';
import { datedFacts } from '../shared/domain/dataset/freshness/dated-facts';
import { eventsWithoutDates } from '../shared/domain/dataset/freshness/events-without-dates';
import { withShelfLives } from '../shared/domain/dataset/freshness/find-stale-facts';
import { SHELF_LIVES } from '../shared/domain/dataset/freshness/shelf-lives';
import { citySchema, landmarkSchema, localitySchema, TRANSIT_CUTOFF } from '../shared/domain/dataset/schema';
import { addDays } from '../shared/domain/events/calendar-dates';

if (process.argv.includes('--freshness')) {
  const { loadDataset } = await import('../server/data/load-dataset');
  process.exit(printFreshness(loadDataset(), process.argv.includes('--all')));
}

/** Prints what to check again; 1 when something is stale (a fact past its shelf life, an event with no date). */
function printFreshness(dataset: ReturnType<typeof import('../server/data/load-dataset').loadDataset>, all: boolean) {
  const today = indianToday(systemClock);
  const soon = addDays(today, 90);
  const facts = withShelfLives(datedFacts({ ...dataset, transitAsOf: TRANSIT_CUTOFF }));
  const shown = all ? facts : facts.filter((f) => f.staleFrom <= soon);
  // Facts of one kind, file and day read as one line ("Rent ranges of 574 localities").
  const groups = new Map<string, typeof shown>();
  for (const fact of shown) {
    const key = `${fact.kind} ${fact.file} ${fact.asOf}`;
    groups.set(key, [...(groups.get(key) ?? []), fact]);
  }
  console.log(`Freshness on ${today} (docs/data.md, "Freshness"):\n`);
  for (const group of groups.values()) {
    const [first] = group as [(typeof shown)[number]];
    const what = group.length > 1 ? `${group.length} facts, e.g. ${first.what}` : first.what;
    const state = first.staleFrom <= today ? 'STALE since' : 'stale from';
    console.log(`  ${state} ${first.staleFrom}  ${what} (as of ${first.asOf}; ${first.file})`);
    console.log(`      ${SHELF_LIVES[first.kind].months} months: ${SHELF_LIVES[first.kind].why}`);
  }
  if (!shown.length) console.log(`  nothing stale or due within 90 days (${facts.length} dated facts)`);
  const undated = eventsWithoutDates(dataset.events, dataset.festivals, today);
  for (const event of undated)
    console.log(`  NO DATE in the next 12 months: ${event.name} (server/data/events/${event.city}.json)`);
  return facts.some((f) => f.staleFrom <= today) || undated.length ? 1 : 0;
}

const root = join(import.meta.dirname, '..', 'server', 'data');
const all = [
  join(root, 'cities.json'),
  ...readdirSync(join(root, 'localities')).map((f) => join(root, 'localities', f)),
  ...readdirSync(join(root, 'landmarks')).map((f) => join(root, 'landmarks', f)),
];
const files = process.argv.length > 2 ? process.argv.slice(2) : all;
let failures = 0;
for (const file of files) {
  const schema = file.includes('localities')
    ? localitySchema
    : file.includes('landmarks')
      ? landmarkSchema
      : citySchema;
  let rows: unknown;
  try {
    rows = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.log(`${file}: ${(error as Error).message}`);
    failures++;
    continue;
  }
  const result = z.array(schema).safeParse(rows);
  if (!result.success) {
    failures++;
    for (const issue of result.error.issues.slice(0, 20))
      console.log(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    continue;
  }
  const ids = new Set<string>();
  for (const row of result.data) {
    if (ids.has(row.id)) {
      console.log(`${file}: duplicate id ${row.id}`);
      failures++;
    }
    ids.add(row.id);
  }
  console.log(`${file}: ${result.data.length} rows OK`);
}
process.exit(failures ? 1 : 0);
