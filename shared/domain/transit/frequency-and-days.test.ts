import { describe, expect, it } from 'vitest';
import { buildNetwork } from './build-network';
import type { GtfsFeed } from './feed';
import { planJourney } from './plan-journey';
import { serviceDay } from './service-day';

// A frequency feed as our curated lines are written (one template trip, frequencies.txt), on a
// calendar with a dated exception: the router must run it every headway, only on its days.

const A = { lat: 19.0, lng: 72.85 };
const B = { lat: 19.05, lng: 72.85 }; // 5.6 km north

function lineFeed(calendar: GtfsFeed['calendar'], calendarDates: GtfsFeed['calendarDates'] = []): GtfsFeed {
  return {
    meta: {
      id: 'ours',
      name: 'Our line',
      publisher: 'Basera',
      asOf: '2026-12-01',
      kind: 'frequency',
      attribution: 'Our sources',
    },
    stops: [
      { id: 'A', name: 'Alpha', ...A, locationType: 0, parent: -1 },
      { id: 'B', name: 'Bravo', ...B, locationType: 0, parent: -1 },
    ],
    routes: [{ id: 'L1', shortName: 'Line 1', longName: '', type: 1, agencyId: '' }],
    trips: [{ id: 'T', route: 0, serviceId: 'WD', headsign: 'Bravo' }],
    // The template: 600 s from Alpha to Bravo, whatever its own start.
    stopTimes: {
      trip: Int32Array.of(0, 0),
      stop: Int32Array.of(0, 1),
      arrival: Int32Array.of(0, 600),
      departure: Int32Array.of(0, 600),
    },
    calendar,
    calendarDates,
    frequencies: [{ trip: 0, start: 6 * 3600, end: 10 * 3600, headway: 480 }],
    transfers: [],
    lastServiceDate: Math.max(...calendar.map((c) => c.end)),
  };
}

const WEEKDAYS = 0b0011111;
const TUESDAY = 20270112;
const SUNDAY = 20270117;
const at = (h: number, m: number, s = 0) => h * 3600 + m * 60 + s;

describe('frequency-based trips and service days', () => {
  it('runs a frequency trip every headway from its start: leaving 08:01 takes the 08:08 run', () => {
    const net = buildNetwork([lineFeed([{ serviceId: 'WD', weekdays: WEEKDAYS, start: 20260101, end: 20271231 }])]);
    const j = planJourney(net, { from: A, to: B, day: serviceDay(net, TUESDAY), at: at(8, 1), by: 'depart' });
    // Runs leave Alpha at 06:00 + k × 8 min: 08:00, 08:08…
    expect([j.departAt, j.arriveAt, j.changes]).toEqual([at(8, 8), at(8, 18), 0]);
    expect(j.legs.map((l) => [l.mode, l.line])).toEqual([['metro', 'Line 1']]);
    expect(j.basis).toEqual({
      feeds: [expect.objectContaining({ id: 'ours', kind: 'frequency', weeklyPattern: false })],
      attribution: 'Our sources',
    });
  });

  it('no run after end_time, none on a day off, none on a removed date; a weekly pattern after the calendar ends', () => {
    const calendar = [{ serviceId: 'WD', weekdays: WEEKDAYS, start: 20260101, end: 20261231 }];
    const removed = lineFeed([{ ...calendar[0]!, end: 20271231 }], [{ serviceId: 'WD', date: TUESDAY, added: false }]);
    const walk = (net: ReturnType<typeof buildNetwork>, date: number, time: number) =>
      planJourney(net, { from: A, to: B, day: serviceDay(net, date), at: time, by: 'depart' }).legs.every(
        (l) => l.mode === 'walk',
      );
    const net = buildNetwork([lineFeed([{ ...calendar[0]!, end: 20271231 }])]);
    expect(walk(net, TUESDAY, at(10, 0))).toBe(true);
    expect(walk(net, SUNDAY, at(8, 0))).toBe(true);
    expect(walk(buildNetwork([removed]), TUESDAY, at(8, 0))).toBe(true);
    const expired = buildNetwork([lineFeed(calendar)]);
    const j = planJourney(expired, { from: A, to: B, day: serviceDay(expired, TUESDAY), at: at(8, 0), by: 'depart' });
    expect(j.legs.map((l) => l.mode)).toEqual(['metro']);
    expect(j.basis.feeds[0]!.weeklyPattern).toBe(true);
    expect(walk(expired, SUNDAY, at(8, 0))).toBe(true);
  });
});
