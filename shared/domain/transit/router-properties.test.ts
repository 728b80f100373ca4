import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildNetwork } from './build-network';
import type { GtfsFeed } from './feed';
import { planJourney } from './plan-journey';
import { reachFrom } from './reach';
import { serviceDay } from './service-day';
import { metresBetween, walkSeconds } from './walking';

// Property tests over random networks (docs/recommendation-formula.md §14). Lines run at most 60 km/h between stops, so
// any journey faster than the straight line at 90 km/h would be the router's own invention.

const BOX = { lat: 17.4, lng: 78.4, span: 0.08 }; // about 9 km square
const point = fc
  .record({ lat: fc.double({ min: 0, max: 1, noNaN: true }), lng: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map((p) => ({
    lat: BOX.lat + p.lat * BOX.span,
    lng: BOX.lng + p.lng * BOX.span,
  }));

const line = fc.record({
  stops: fc.uniqueArray(fc.nat(24), { minLength: 2, maxLength: 8 }),
  first: fc.integer({ min: 6 * 3600, max: 9 * 3600 }),
  headway: fc.integer({ min: 180, max: 1800 }),
  runs: fc.integer({ min: 1, max: 12 }),
  kmh: fc.integer({ min: 15, max: 60 }),
});

type Line = { stops: number[]; first: number; headway: number; runs: number; kmh: number };
type Stop = { lat: number; lng: number };

/** A feed of the given lines over the given stops, every trip at its line's speed plus 20 s a stop. */
function makeFeed(id: string, stops: Stop[], lines: Line[]): GtfsFeed {
  const trip: number[] = [];
  const stop: number[] = [];
  const arrival: number[] = [];
  const departure: number[] = [];
  const trips: GtfsFeed['trips'] = [];
  lines.forEach((l, r) => {
    const used = l.stops.map((s) => s % stops.length).filter((s, i, all) => all.indexOf(s) === i);
    if (used.length < 2) return;
    for (let run = 0; run < l.runs; run++) {
      let clock = l.first + run * l.headway;
      used.forEach((s, i) => {
        if (i > 0) clock += Math.ceil(metresBetween(stops[used[i - 1]!]!, stops[s]!) / (l.kmh / 3.6));
        trip.push(trips.length);
        stop.push(s);
        arrival.push(clock);
        departure.push(clock + 20);
        clock += 20;
      });
      trips.push({ id: `${r}-${run}`, route: r, serviceId: 'ALL', headsign: '' });
    }
  });
  return {
    meta: { id, name: id, publisher: 'test', asOf: '2027-01-01', kind: 'timetable' },
    stops: stops.map((s, i) => ({
      id: `S${i}`,
      name: `Stop ${i}`,
      lat: s.lat,
      lng: s.lng,
      locationType: 0,
      parent: -1,
    })),
    routes: lines.map((_, r) => ({ id: `R${r}`, shortName: `L${r}`, longName: '', type: 3, agencyId: '' })),
    trips,
    stopTimes: {
      trip: Int32Array.from(trip),
      stop: Int32Array.from(stop),
      arrival: Int32Array.from(arrival),
      departure: Int32Array.from(departure),
    },
    calendar: [{ serviceId: 'ALL', weekdays: 0x7f, start: 20260101, end: 20281231 }],
    calendarDates: [],
    frequencies: [],
    transfers: [],
    lastServiceDate: 20281231,
  };
}

const world = fc.record({
  stops: fc.array(point, { minLength: 2, maxLength: 25 }),
  linesA: fc.array(line, { minLength: 1, maxLength: 6 }),
  linesB: fc.array(line, { minLength: 1, maxLength: 4 }),
  from: point,
  to: point,
  at: fc.integer({ min: 6 * 3600, max: 10 * 3600 }),
});

const DAY = 20270112;
const opts = { numRuns: 150, seed: 37 };

describe('RAPTOR router properties (random networks, seeded)', () => {
  it('no journey is faster than the straight line at 90 km/h, and none is slower than walking', () => {
    fc.assert(
      fc.property(world, (w) => {
        const net = buildNetwork([makeFeed('a', w.stops, w.linesA)]);
        const j = planJourney(net, { from: w.from, to: w.to, day: serviceDay(net, DAY), at: w.at, by: 'depart' });
        const metres = metresBetween(w.from, w.to);
        expect(j.arriveAt - j.departAt).toBeGreaterThanOrEqual(Math.floor(metres / 25));
        expect(j.arriveAt - w.at).toBeLessThanOrEqual(walkSeconds(metres));
        expect(j.legs[0]!.departAt).toBe(j.departAt);
        for (let i = 1; i < j.legs.length; i++)
          expect(j.legs[i]!.departAt).toBeGreaterThanOrEqual(j.legs[i - 1]!.arriveAt);
      }),
      opts,
    );
  });

  it('adding a feed never makes a journey slower', () => {
    fc.assert(
      fc.property(world, (w) => {
        const one = buildNetwork([makeFeed('a', w.stops, w.linesA)]);
        const two = buildNetwork([makeFeed('a', w.stops, w.linesA), makeFeed('b', w.stops, w.linesB)]);
        const q = { from: w.from, to: w.to, at: w.at, by: 'depart' as const };
        const before = planJourney(one, { ...q, day: serviceDay(one, DAY) });
        const after = planJourney(two, { ...q, day: serviceDay(two, DAY) });
        expect(after.arriveAt).toBeLessThanOrEqual(before.arriveAt);
      }),
      opts,
    );
  });

  it('arrive-by and depart-at agree', () => {
    fc.assert(
      fc.property(world, (w) => {
        const net = buildNetwork([makeFeed('a', w.stops, w.linesA), makeFeed('b', w.stops, w.linesB)]);
        const day = serviceDay(net, DAY);
        const forward = planJourney(net, { from: w.from, to: w.to, day, at: w.at, by: 'depart' });
        const back = planJourney(net, { from: w.from, to: w.to, day, at: forward.arriveAt, by: 'arrive' });
        // Arriving by the depart-at journey's arrival, one can leave no earlier than it did…
        expect(back.departAt).toBeGreaterThanOrEqual(forward.departAt);
        expect(back.arriveAt).toBeLessThanOrEqual(forward.arriveAt);
        // …and leaving when the arrive-by journey leaves gets there by then.
        const again = planJourney(net, { from: w.from, to: w.to, day, at: back.departAt, by: 'depart' });
        expect(again.arriveAt).toBeLessThanOrEqual(forward.arriveAt);
      }),
      opts,
    );
  });

  it('one arrive-by run for many targets gives each the journey an arrive-by query from it gives', () => {
    fc.assert(
      fc.property(world, fc.array(point, { minLength: 1, maxLength: 6 }), (w, targets) => {
        const net = buildNetwork([makeFeed('a', w.stops, w.linesA), makeFeed('b', w.stops, w.linesB)]);
        const day = serviceDay(net, DAY);
        const reach = reachFrom(net, { to: w.to, day, by: w.at, targets });
        targets.forEach((target, i) => {
          const alone = planJourney(net, { from: target, to: w.to, day, at: w.at, by: 'arrive' });
          expect(reach.targets[i]!.departAt).toBe(alone.departAt);
          const journey = reach.journeyOf(i);
          expect(journey.departAt).toBe(alone.departAt);
          expect(journey.arriveAt).toBeLessThanOrEqual(w.at);
          expect(journey.changes).toBe(reach.targets[i]!.changes);
        });
      }),
      opts,
    );
  });
});
