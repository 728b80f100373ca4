import { describe, expect, it } from 'vitest';
import { freshnessReport } from '../../shared/domain/dataset/freshness/freshness-report';
import { DATA_REVIEWED_ON } from '../../shared/domain/dataset/freshness/reviewed-on';
import { TRANSIT_CUTOFF } from '../../shared/domain/dataset/transit-cutoff';
import { addMonths } from '../../shared/domain/events/calendar-dates';
import { loadDataset } from './load-dataset';

// The curated data kept true (docs/data.md, "Freshness"), on the day it was last reviewed, never on
// today's date: a fact that ages is shown with its age and reported by `npm test` and
// `npm run check:freshness`, not a broken build. A change that adds a fact already stale on the
// review day, or an event with no date after it, fails here.

const dataset = loadDataset();
const report = (day: string) => freshnessReport({ ...dataset, transitAsOf: TRANSIT_CUTOFF }, day);

describe(`the curated data on the day it was reviewed (${DATA_REVIEWED_ON})`, () => {
  it('has every event on some day of the next twelve months', () => {
    const without = report(DATA_REVIEWED_ON).undatedEvents;
    expect(without.map((e) => `${e.city}: ${e.name} (${e.id})`)).toEqual([]);
  });

  it('has no dated fact past its shelf life', () => {
    const { facts, stale } = report(DATA_REVIEWED_ON);
    expect(facts.length).toBeGreaterThan(600); // rents of every locality, places, renter facts…
    expect(stale.map((f) => `${f.what} (${f.file}, as of ${f.asOf})`)).toEqual([]);
  });

  it('finds facts stale as the years pass, so the report has something to say', () => {
    // Rents have a 24-month shelf life: three years on, every one is past it.
    const later = report(addMonths(DATA_REVIEWED_ON, 36));
    expect(later.stale.filter((f) => f.kind === 'rent')).toHaveLength(dataset.localities.length);
  });
});
