import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildNetwork } from '../../../shared/domain/transit/build-network';
import { planJourney } from '../../../shared/domain/transit/plan-journey';
import { serviceDay } from '../../../shared/domain/transit/service-day';
import { parseFeed } from './gtfs/parse-feed';
import { readFeedFiles } from './gtfs/read-feed-files';
import { rawRows, seconds, TRANSIT_DATA } from './test/reference-feeds';

// Proof (docs/recommendation-formula.md §14) with the reference feeds, read from ../shared and never shipped: Delhi Metro with a
// change, and Chennai and Kolkata suburban trains from the Indian Railways feed, whose calendars
// have ended, so both are read as weekly patterns (and labelled so).

const TUESDAY = 20270112;

describe('Delhi Metro (reference feed, August 2023)', () => {
  it('Noida City Centre → HUDA City Centre changes line, by metro only, in a plausible time', async () => {
    const files = await readFeedFiles(join(TRANSIT_DATA, 'delhi-dmrc-metro/gtfs-without-stops.zip'));
    files.set('stops.txt', readFileSync(join(TRANSIT_DATA, 'delhi-dmrc-metro/stops.txt')));
    const net = buildNetwork([parseFeed(files, { id: 'dmrc' })]);
    const journey = planJourney(net, {
      from: { lat: 28.574593, lng: 77.356117, name: 'Noida City Centre' },
      to: { lat: 28.459118, lng: 77.072586, name: 'HUDA City Centre' },
      day: serviceDay(net, TUESDAY),
      at: seconds('08:30:00'),
      by: 'depart',
    });
    const rides = journey.legs.filter((l) => l.mode !== 'walk');
    expect(journey.changes).toBeGreaterThanOrEqual(1);
    expect(rides.every((l) => l.mode === 'metro')).toBe(true);
    expect(rides[0]!.from.name).toBe('Noida City Centre');
    expect(rides[rides.length - 1]!.to.name).toBe('Huda City Centre');
    // Bounds, not a figure of ours: the journey crosses Delhi from Noida to Gurugram.
    expect(journey.minutes).toBeGreaterThan(60);
    expect(journey.minutes).toBeLessThan(100);
    expect(journey.basis.feeds.map((f) => f.weeklyPattern)).toEqual([true]);
  });
});

describe('Indian Railways suburban trains (reference feed, December 2025)', async () => {
  const files = await readFeedFiles(join(TRANSIT_DATA, 'indian-railways/gtfs.zip'));
  const net = buildNetwork([parseFeed(files, { id: 'ir' })]);
  const day = serviceDay(net, TUESDAY);
  const tuesday = new Set(
    rawRows(files.get('calendar.txt')!)
      .filter((c) => c.tuesday === '1')
      .map((c) => c.service_id),
  );
  const running = new Set(
    rawRows(files.get('trips.txt')!)
      .filter((t) => tuesday.has(t.service_id!))
      .map((t) => t.trip_id),
  );
  const calls = new Map<string, { stop: string; arrival: number; departure: number }[]>();
  for (const row of rawRows(files.get('stop_times.txt')!)) {
    if (!running.has(row.trip_id!)) continue;
    const list = calls.get(row.trip_id!) ?? [];
    list.push({ stop: row.stop_id!, arrival: seconds(row.arrival_time!), departure: seconds(row.departure_time!) });
    calls.set(row.trip_id!, list);
  }
  const stops = new Map(
    rawRows(files.get('stops.txt')!).map((s) => [s.stop_id!, { lat: Number(s.stop_lat), lng: Number(s.stop_lon) }]),
  );

  /** By hand: the earliest arrival at `to` on a train that leaves `from` at or after `after`. */
  const firstArrival = (from: string, to: string, after: number) => {
    let best = Number.POSITIVE_INFINITY;
    for (const list of calls.values()) {
      const i = list.findIndex((c) => c.stop === from && c.departure >= after);
      const j = list.findIndex((c, k) => k > i && c.stop === to);
      if (i >= 0 && j >= 0) best = Math.min(best, list[j]!.arrival);
    }
    return best;
  };

  it.each([
    ['Chennai Beach → Tambaram', 'MSB', 'TBM'],
    ['Howrah → Bandel', 'HWH', 'BDC'],
    ['Sealdah → Barrackpore', 'SDAH', 'BP'],
  ])('%s by suburban train, no later than the first direct train worked out from stop_times.txt', (_, from, to) => {
    const after = seconds('08:00:00');
    const hand = firstArrival(from, to, after);
    expect(hand).toBeLessThan(Number.POSITIVE_INFINITY);
    const journey = planJourney(net, { from: stops.get(from)!, to: stops.get(to)!, day, at: after, by: 'depart' });
    // Never later than the direct train; earlier only by walking to a nearby station for another.
    expect(journey.arriveAt).toBeLessThanOrEqual(hand);
    expect(journey.arriveAt).toBeGreaterThan(hand - 15 * 60);
    expect(journey.legs.some((l) => l.mode === 'suburban')).toBe(true);
    expect(journey.basis.feeds.map((f) => [f.id, f.weeklyPattern])).toEqual([['ir', true]]);
  });
});
