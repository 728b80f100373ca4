import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildNetwork } from '../../../shared/domain/transit/build-network';
import { formatGtfsTime } from '../../../shared/domain/transit/gtfs-time';
import type { TransitNetwork } from '../../../shared/domain/transit/network';
import { planJourney } from '../../../shared/domain/transit/plan-journey';
import { type ServiceDay, serviceDay } from '../../../shared/domain/transit/service-day';
import { typicalJourney } from '../../../shared/domain/transit/typical-journey';
import { CHANGE_SLACK_S, metresBetween, walkSeconds } from '../../../shared/domain/transit/walking';
import { parseFeed } from './gtfs/parse-feed';
import { readFeedFiles } from './gtfs/read-feed-files';
import { rawRows, seconds, TRANSIT_DATA } from './test/reference-feeds';

// Proof (docs/recommendation-formula.md §14): journeys worked out by hand from the official feed's own stop_times.txt (read
// here row by row, apart from the reader), and the router must agree to the second.

type Call = { trip: string; stop: string; arrival: number; departure: number };
let net: TransitNetwork;
let day: ServiceDay;
let calls: Map<string, Call[]>;
let stops: Map<string, { lat: number; lng: number; parent: string }>;
const TUESDAY = 20270112;

beforeAll(async () => {
  const files = await readFeedFiles(join(TRANSIT_DATA, 'hyderabad-hmrl-metro/gtfs.zip'));
  net = buildNetwork([parseFeed(files, { id: 'hmrl' })]);
  day = serviceDay(net, TUESDAY);
  const weekday = new Set(
    rawRows(files.get('trips.txt')!)
      .filter((t) => t.service_id === 'WK')
      .map((t) => t.trip_id),
  );
  calls = new Map();
  for (const row of rawRows(files.get('stop_times.txt')!)) {
    if (!weekday.has(row.trip_id!)) continue;
    const list = calls.get(row.trip_id!) ?? [];
    list.push({
      trip: row.trip_id!,
      stop: row.stop_id!,
      arrival: seconds(row.arrival_time!),
      departure: seconds(row.departure_time!),
    });
    calls.set(row.trip_id!, list);
  }
  stops = new Map(
    rawRows(files.get('stops.txt')!).map((s) => [
      s.stop_id!,
      { lat: Number(s.stop_lat), lng: Number(s.stop_lon), parent: s.parent_station! },
    ]),
  );
});

/** By hand: the weekday train leaving station `from` first at or after `after` that later calls at `to`. */
function firstTrain(from: string, to: string, after: number): { board: Call; alight: Call } {
  let found: { board: Call; alight: Call } | null = null;
  for (const list of calls.values()) {
    const i = list.findIndex((c) => stops.get(c.stop)!.parent === from && c.departure >= after);
    const j = list.findIndex((c, k) => k > i && stops.get(c.stop)!.parent === to);
    if (i < 0 || j < 0) continue;
    if (!found || list[j]!.arrival < found.alight.arrival) found = { board: list[i]!, alight: list[j]! };
  }
  if (!found) throw new Error(`no train ${from} → ${to}`);
  return found;
}

const station = (id: string, name: string) => ({ ...stops.get(id)!, name });
const hms = (s: number) => formatGtfsTime(s);

describe('Hyderabad Metro, official feed', () => {
  it('a direct ride: Miyapur → Ameerpet leaving 08:30 on a weekday is the first Red Line train', () => {
    const hand = firstTrain('MYP', 'AME', seconds('08:30:00'));
    const journey = planJourney(net, {
      from: station('MYP', 'Miyapur'),
      to: station('AME', 'Ameerpet'),
      day,
      at: seconds('08:30:00'),
      by: 'depart',
    });
    expect(journey.changes).toBe(0);
    expect(hms(journey.departAt)).toBe(hms(hand.board.departure));
    expect(hms(journey.arriveAt)).toBe(hms(hand.alight.arrival));
    expect(journey.legs.map((l) => l.mode)).toEqual(['metro']);
  });

  it('Miyapur → HITEC City changes at Ameerpet from the Red to the Blue Line, as worked out from stop_times.txt', () => {
    const red = firstTrain('MYP', 'AME', seconds('08:30:00'));
    // The change: walk from the Red platform to the Blue one, and two minutes' slack.
    const walk = walkSeconds(metresBetween(stops.get(red.alight.stop)!, stops.get('AME1')!));
    const blue = firstTrain('AME', 'HTC', red.alight.arrival + walk + CHANGE_SLACK_S);
    const journey = planJourney(net, {
      from: station('MYP', 'Miyapur'),
      to: station('HTC', 'HITEC City'),
      day,
      at: seconds('08:30:00'),
      by: 'depart',
    });
    expect(hms(journey.departAt)).toBe(hms(red.board.departure));
    expect(hms(journey.arriveAt)).toBe(hms(blue.alight.arrival));
    expect(journey.changes).toBe(1);
    expect(journey.legs.filter((l) => l.mode === 'metro').map((l) => [l.line, l.from.name, l.to.name])).toEqual([
      ['C1_RED', 'Miyapur', 'Ameerpet'],
      ['C3_BLUE', 'Ameerpet', 'HITEC City'],
    ]);
    // The same figures the earlier attempt found, read off the timetable of 3 January 2026.
    expect([hms(journey.departAt), hms(journey.arriveAt), journey.minutes]).toEqual(['08:33:28', '09:13:31', 40]);
    expect(journey.basis.feeds.map((f) => [f.id, f.weeklyPattern])).toEqual([['hmrl', false]]);
  });

  it('arrive by 09:30: the latest departure that makes it, and leaving then arrives by 09:30', () => {
    const q = { from: station('MYP', 'Miyapur'), to: station('HTC', 'HITEC City'), day };
    const back = planJourney(net, { ...q, at: seconds('09:30:00'), by: 'arrive' });
    expect(back.arriveAt).toBeLessThanOrEqual(seconds('09:30:00'));
    const forward = planJourney(net, { ...q, at: back.departAt, by: 'depart' });
    expect(forward.arriveAt).toBeLessThanOrEqual(back.arriveAt);
    const oneSecondLater = planJourney(net, { ...q, at: back.departAt + 1, by: 'depart' });
    expect(oneSecondLater.arriveAt).toBeGreaterThan(seconds('09:30:00'));
  });

  it('the typical journey of 8:30–9:30 is the median of the journeys leaving in that hour', () => {
    const result = typicalJourney(net, {
      from: station('MYP', 'Miyapur'),
      to: station('HTC', 'HITEC City'),
      day,
      windowStart: seconds('08:30:00'),
      windowEnd: seconds('09:30:00'),
    })!;
    const departures = new Set(result.journeys.map((j) => j.departAt));
    expect(departures.size).toBe(result.journeys.length);
    // Every Red Line train leaving Miyapur for Ameerpet in the hour starts one journey.
    const trains = [...calls.values()].filter((list) => {
      const i = list.findIndex((c) => stops.get(c.stop)!.parent === 'MYP');
      return (
        i >= 0 &&
        list.slice(i).some((c) => stops.get(c.stop)!.parent === 'AME') &&
        list[i]!.departure >= seconds('08:30:00') &&
        list[i]!.departure <= seconds('09:30:00')
      );
    });
    expect(result.journeys.length).toBe(trains.length);
    const durations = result.journeys.map((j) => j.arriveAt - j.departAt).sort((a, b) => a - b);
    expect(result.typical.arriveAt - result.typical.departAt).toBe(durations[Math.floor((durations.length - 1) / 2)]);
    expect(result.typical.minutes).toBe(40);
  });
});
