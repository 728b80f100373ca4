import { parseCsv } from './csv';

const REQUIRED = ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt', 'calendar.txt'];

/**
 * The GTFS rules our feeds are written to and the importer relies on (gtfs.org, Schedule reference):
 * the required files, unique ids, every reference resolving, stop times rising along each trip, stops
 * with coordinates in India, frequencies with a positive headway over a real window. Returns one line
 * per breach, naming the file and the row; an empty list is a feed that keeps them.
 */
export function checkGtfs(files: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const name of REQUIRED) if (!(name in files)) problems.push(`${name}: missing`);
  if (problems.length > 0) return problems;
  const table = (name: string) => parseCsv(files[name] ?? '');

  const ids = (name: string, key: string) => {
    const seen = new Set<string>();
    table(name).forEach((row, i) => {
      const id = row[key] ?? '';
      if (!id) problems.push(`${name} row ${i + 2}: no ${key}`);
      else if (seen.has(id)) problems.push(`${name} row ${i + 2}: ${key} ${id} twice`);
      seen.add(id);
    });
    return seen;
  };
  const agencies = ids('agency.txt', 'agency_id');
  const stops = ids('stops.txt', 'stop_id');
  const routes = ids('routes.txt', 'route_id');
  const trips = ids('trips.txt', 'trip_id');
  const services = ids('calendar.txt', 'service_id');

  const refer = (name: string, key: string, to: Set<string>, target: string) =>
    table(name).forEach((row, i) => {
      if (!to.has(row[key] ?? '')) problems.push(`${name} row ${i + 2}: ${key} ${row[key]} is not in ${target}`);
    });
  refer('routes.txt', 'agency_id', agencies, 'agency.txt');
  refer('trips.txt', 'route_id', routes, 'routes.txt');
  refer('trips.txt', 'service_id', services, 'calendar.txt');
  refer('stop_times.txt', 'trip_id', trips, 'trips.txt');
  refer('stop_times.txt', 'stop_id', stops, 'stops.txt');
  refer('frequencies.txt', 'trip_id', trips, 'trips.txt');
  refer('transfers.txt', 'from_stop_id', stops, 'stops.txt');
  refer('transfers.txt', 'to_stop_id', stops, 'stops.txt');

  table('stops.txt').forEach((row, i) => {
    const [lat, lng] = [Number(row.stop_lat), Number(row.stop_lon)];
    if (!(lat >= 6 && lat <= 37 && lng >= 68 && lng <= 98)) {
      problems.push(`stops.txt row ${i + 2}: ${row.stop_id} at ${row.stop_lat},${row.stop_lon} is not in India`);
    }
  });

  const byTrip = new Map<string, { sequence: number; arrival: number; departure: number }[]>();
  for (const row of table('stop_times.txt')) {
    const trip = row.trip_id ?? '';
    const list = byTrip.get(trip) ?? [];
    list.push({
      sequence: Number(row.stop_sequence),
      arrival: seconds(row.arrival_time),
      departure: seconds(row.departure_time),
    });
    byTrip.set(trip, list);
  }
  for (const trip of trips) {
    const times = (byTrip.get(trip) ?? []).sort((a, b) => a.sequence - b.sequence);
    if (times.length < 2) problems.push(`trips.txt: ${trip} has ${times.length} stop times`);
    times.forEach((t, i) => {
      const before = times[i - 1];
      if (Number.isNaN(t.arrival) || Number.isNaN(t.departure) || t.departure < t.arrival) {
        problems.push(`stop_times.txt: ${trip} stop ${t.sequence} has no valid time`);
      } else if (before && t.arrival <= before.departure) {
        problems.push(`stop_times.txt: ${trip} stop ${t.sequence} does not come after stop ${before.sequence}`);
      }
    });
  }

  table('frequencies.txt').forEach((row, i) => {
    if (!(Number(row.headway_secs) > 0))
      problems.push(`frequencies.txt row ${i + 2}: headway_secs ${row.headway_secs}`);
    if (!(seconds(row.start_time) < seconds(row.end_time)))
      problems.push(`frequencies.txt row ${i + 2}: ends before it starts`);
  });
  return problems;
}

function seconds(time: string | undefined): number {
  const match = /^(\d{1,2}):(\d{2}):(\d{2})$/.exec(time ?? '');
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : Number.NaN;
}
