// What to check again in the curated data (docs/data.md, "Freshness"), on today's date in India.
//   npm run check:freshness            every fact past its shelf life or due within 90 days, every event
//                                      with no date in the next twelve months; exits 1 when any is stale
//                                      (for maintainers and the scheduled job of docs/DEPLOY.md)
//   npm run check:freshness -- --all   every dated fact and the day it goes stale
//   npm run check:freshness -- --warn  a short warning (how many, the oldest five); always exits 0:
//                                      `npm test` prints it, so a build never fails on a date
import { loadDataset } from '../server/data/load-dataset';
import { indianToday, systemClock } from '../server/lib/clock';
import type { FactFreshness } from '../shared/domain/dataset/freshness/find-stale-facts';
import { freshnessReport, isFresh } from '../shared/domain/dataset/freshness/freshness-report';
import { SHELF_LIVES } from '../shared/domain/dataset/freshness/shelf-lives';
import { TRANSIT_CUTOFF } from '../shared/domain/dataset/transit-cutoff';

const args = new Set(process.argv.slice(2));
const dataset = loadDataset();
const report = freshnessReport({ ...dataset, transitAsOf: TRANSIT_CUTOFF }, indianToday(systemClock));
const line = (f: FactFreshness) => `${f.what} (as of ${f.asOf}; ${f.file})`;

if (args.has('--warn')) {
  if (isFresh(report)) {
    console.log(`Freshness on ${report.today}: every dated fact is within its shelf life.`);
  } else {
    console.log(
      `⚠ Freshness on ${report.today}: ${report.stale.length} dated facts past their shelf life and ` +
        `${report.undatedEvents.length} events with no date ahead. They are still shown, each saying its age; ` +
        'check them again (`npm run check:freshness`, docs/data.md "Freshness"). The oldest:',
    );
    for (const fact of report.stale.slice(0, 5)) console.log(`  stale since ${fact.staleFrom}  ${line(fact)}`);
    for (const event of report.undatedEvents.slice(0, 5 - Math.min(5, report.stale.length)))
      console.log(`  no date ahead  ${event.name} (server/data/events/${event.city}.json)`);
  }
  process.exit(0);
}

const shown = args.has('--all') ? report.facts : [...report.stale, ...report.dueSoon];
// Facts of one kind, file and day read as one line ("574 facts, e.g. Rent ranges of Aundh").
const groups = new Map<string, FactFreshness[]>();
for (const fact of shown) {
  const key = `${fact.kind} ${fact.file} ${fact.asOf}`;
  groups.set(key, [...(groups.get(key) ?? []), fact]);
}
console.log(`Freshness on ${report.today} (docs/data.md, "Freshness"):\n`);
for (const group of groups.values()) {
  const [first] = group as [FactFreshness];
  const what = group.length > 1 ? `${group.length} facts, e.g. ${first.what}` : first.what;
  const state = first.staleFrom <= report.today ? 'STALE since' : 'stale from';
  console.log(`  ${state} ${first.staleFrom}  ${what} (as of ${first.asOf}; ${first.file})`);
  console.log(`      ${SHELF_LIVES[first.kind].months} months: ${SHELF_LIVES[first.kind].why}`);
}
if (!shown.length) console.log(`  nothing stale or due within 90 days (${report.facts.length} dated facts)`);
for (const event of report.undatedEvents)
  console.log(`  NO DATE in the next 12 months: ${event.name} (server/data/events/${event.city}.json)`);
process.exit(isFresh(report) ? 0 : 1);
