import { describe, expect, it } from 'vitest';
import { datedFacts } from '../../shared/domain/dataset/freshness/dated-facts';
import { eventsWithoutDates } from '../../shared/domain/dataset/freshness/events-without-dates';
import { staleFacts } from '../../shared/domain/dataset/freshness/find-stale-facts';
import { TRANSIT_CUTOFF } from '../../shared/domain/dataset/schema';
import { indianToday, systemClock } from '../lib/clock';
import { loadDataset } from './load-dataset';

// The curated data kept true (docs/data.md, "Freshness"), on today's date in India: every event
// comes round in the next twelve months, and no dated fact is past its shelf life. When this fails,
// `npx tsx scripts/check-data.ts --freshness` lists what to check again, oldest first.

const dataset = loadDataset();
const today = indianToday(systemClock);

describe(`the curated data on ${today}`, () => {
  it('has every event on some day of the next twelve months', () => {
    const without = eventsWithoutDates(dataset.events, dataset.festivals, today);
    expect(without.map((e) => `${e.city}: ${e.name} (${e.id})`)).toEqual([]);
  });

  it('has no dated fact past its shelf life', () => {
    const facts = datedFacts({ ...dataset, transitAsOf: TRANSIT_CUTOFF });
    expect(facts.length).toBeGreaterThan(600); // rents of every locality, places, renter facts…
    expect(staleFacts(facts, today).map((f) => `${f.what} (${f.file}, as of ${f.asOf})`)).toEqual([]);
  });
});
