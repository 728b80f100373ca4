import type { FeedFrequency, FeedStopTimes, FeedTransfer, FeedTrip } from '../../../../shared/domain/transit/feed';
import { GtfsRefused } from './gtfs-refused';
import { fieldReader } from './parse-fields';
import { readTable } from './read-table';

export function parseTrips(
  feed: string,
  bytes: Buffer,
  routeIndex: Map<string, number>,
  services: Set<string>,
): { trips: FeedTrip[]; index: Map<string, number>; lines: Int32Array } {
  const f = fieldReader(feed, 'trips.txt');
  const trips: FeedTrip[] = [];
  const index = new Map<string, number>();
  const lines: number[] = [];
  readTable(feed, 'trips.txt', bytes, ['route_id', 'service_id', 'trip_id'], (row) => {
    const id = f.required(row, 'trip_id');
    if (index.has(id)) f.refuse(row, `trip_id ${id} appears twice`);
    const route = routeIndex.get(f.required(row, 'route_id'));
    if (route === undefined) f.refuse(row, `route_id ${row.get('route_id')} is not in routes.txt`);
    const serviceId = f.required(row, 'service_id');
    if (!services.has(serviceId))
      f.refuse(row, `service_id ${serviceId} is in neither calendar.txt nor calendar_dates.txt`);
    index.set(id, trips.length);
    lines.push(row.line);
    trips.push({ id, route: route!, serviceId, headsign: row.get('trip_headsign') });
  });
  return { trips, index, lines: Int32Array.from(lines) };
}

const NO_TIME = -1;

/**
 * stop_times.txt, sorted by trip and stop_sequence. A stop without times between two timed ones
 * gets an evenly spaced time (GTFS lets untimed stops be interpolated); a trip's first and last stop
 * must be timed, times may not go backwards, and every trip needs two stops.
 */
export function parseStopTimes(
  feed: string,
  bytes: Buffer,
  stopIndex: Map<string, number>,
  tripIndex: Map<string, number>,
  tripLines: Int32Array,
): FeedStopTimes {
  const f = fieldReader(feed, 'stop_times.txt');
  const trip: number[] = [];
  const stop: number[] = [];
  const sequence: number[] = [];
  const arrival: number[] = [];
  const departure: number[] = [];
  const lines: number[] = [];
  readTable(feed, 'stop_times.txt', bytes, ['trip_id', 'stop_id', 'stop_sequence'], (row) => {
    const t = tripIndex.get(row.get('trip_id'));
    if (t === undefined) f.refuse(row, `trip_id ${row.get('trip_id')} is not in trips.txt`);
    const s = stopIndex.get(row.get('stop_id'));
    if (s === undefined) f.refuse(row, `stop_id ${row.get('stop_id')} is not in stops.txt`);
    const hasArrival = row.get('arrival_time') !== '';
    const hasDeparture = row.get('departure_time') !== '';
    const arr = hasArrival ? f.time(row, 'arrival_time') : hasDeparture ? f.time(row, 'departure_time') : NO_TIME;
    const dep = hasDeparture ? f.time(row, 'departure_time') : arr;
    if (dep < arr) f.refuse(row, 'departure_time is before arrival_time');
    trip.push(t!);
    stop.push(s!);
    sequence.push(f.integer(row, 'stop_sequence', 0, 2 ** 31 - 1));
    arrival.push(arr);
    departure.push(dep);
    lines.push(row.line);
  });
  const order = sortedOrder(trip, sequence);
  const out: FeedStopTimes = {
    trip: new Int32Array(order.length),
    stop: new Int32Array(order.length),
    arrival: new Int32Array(order.length),
    departure: new Int32Array(order.length),
  };
  order.forEach((row, i) => {
    out.trip[i] = trip[row]!;
    out.stop[i] = stop[row]!;
    out.arrival[i] = arrival[row]!;
    out.departure[i] = departure[row]!;
  });
  checkTrips(feed, out, order, sequence, lines, tripLines);
  return out;
}

/** Row order by (trip, stop_sequence); most feeds are already in it, which costs one pass. */
function sortedOrder(trip: number[], sequence: number[]): number[] {
  const order = trip.map((_, i) => i);
  const before = (a: number, b: number) => trip[a]! - trip[b]! || sequence[a]! - sequence[b]!;
  for (let i = 1; i < order.length; i++) if (before(i - 1, i) > 0) return order.sort(before);
  return order;
}

function checkTrips(
  feed: string,
  st: FeedStopTimes,
  order: number[],
  sequence: number[],
  lines: number[],
  tripLines: Int32Array,
): void {
  const refuse = (row: number, reason: string) => {
    throw new GtfsRefused(feed, 'stop_times.txt', lines[order[row]!]!, reason);
  };
  const seen = new Uint8Array(tripLines.length);
  for (let start = 0; start < st.trip.length; ) {
    let end = start + 1;
    while (end < st.trip.length && st.trip[end] === st.trip[start]) end++;
    const t = st.trip[start]!;
    seen[t] = 1;
    if (end - start < 2) refuse(start, 'a trip with only one stop');
    if (st.arrival[start] === NO_TIME) refuse(start, "a trip's first stop has no time");
    if (st.arrival[end - 1] === NO_TIME) refuse(end - 1, "a trip's last stop has no time");
    let timed = start;
    for (let i = start + 1; i < end; i++) {
      if (sequence[order[i]!] === sequence[order[i - 1]!]) refuse(i, 'stop_sequence repeats within the trip');
      if (st.arrival[i] === NO_TIME) continue;
      if (st.arrival[i]! < st.departure[timed]!) refuse(i, 'the time goes backwards along the trip');
      for (let k = timed + 1; k < i; k++) {
        const at = Math.round(
          st.departure[timed]! + ((st.arrival[i]! - st.departure[timed]!) * (k - timed)) / (i - timed),
        );
        st.arrival[k] = at;
        st.departure[k] = at;
      }
      timed = i;
    }
    start = end;
  }
  const missing = seen.indexOf(0);
  if (missing >= 0) throw new GtfsRefused(feed, 'trips.txt', tripLines[missing]!, 'the trip has no stop_times');
}

export function parseFrequencies(feed: string, bytes: Buffer, tripIndex: Map<string, number>): FeedFrequency[] {
  const f = fieldReader(feed, 'frequencies.txt');
  const rows: FeedFrequency[] = [];
  readTable(feed, 'frequencies.txt', bytes, ['trip_id', 'start_time', 'end_time', 'headway_secs'], (row) => {
    const trip = tripIndex.get(row.get('trip_id'));
    if (trip === undefined) f.refuse(row, `trip_id ${row.get('trip_id')} is not in trips.txt`);
    const start = f.time(row, 'start_time');
    const end = f.time(row, 'end_time');
    if (end <= start) f.refuse(row, 'end_time is not after start_time');
    rows.push({ trip: trip!, start, end, headway: f.integer(row, 'headway_secs', 1, 86_400) });
  });
  return rows;
}

export function parseTransfers(feed: string, bytes: Buffer, stopIndex: Map<string, number>): FeedTransfer[] {
  const f = fieldReader(feed, 'transfers.txt');
  const rows: FeedTransfer[] = [];
  readTable(feed, 'transfers.txt', bytes, ['transfer_type'], (row) => {
    const type = f.integer(row, 'transfer_type', 0, 5, 0);
    // Trip-to-trip transfers (4, 5) and route-scoped rows without stops are not changes between stops.
    if (!row.get('from_stop_id') || !row.get('to_stop_id') || type > 3) return;
    const from = stopIndex.get(row.get('from_stop_id'));
    const to = stopIndex.get(row.get('to_stop_id'));
    if (from === undefined) f.refuse(row, `from_stop_id ${row.get('from_stop_id')} is not in stops.txt`);
    if (to === undefined) f.refuse(row, `to_stop_id ${row.get('to_stop_id')} is not in stops.txt`);
    const minSeconds = row.get('min_transfer_time') === '' ? null : f.integer(row, 'min_transfer_time', 0, 86_400);
    if (type === 2 && minSeconds === null) f.refuse(row, 'transfer_type 2 needs min_transfer_time');
    rows.push({ from: from!, to: to!, type, minSeconds });
  });
  return rows;
}
