import type { FeedKind, FeedMeta, GtfsFeed } from '../../../../shared/domain/transit/feed';
import { GtfsRefused } from './gtfs-refused';
import { parseCalendar, parseCalendarDates } from './parse-calendar';
import { parseRoutes, parseStops } from './parse-stops';
import { parseFrequencies, parseStopTimes, parseTransfers, parseTrips } from './parse-trips';
import type { FeedFiles, GtfsFileName } from './read-feed-files';
import { readTable } from './read-table';

/** What we know of a feed besides its files (a shipped feed's feed.json, or the importer's options). */
export type FeedManifest = {
  id: string;
  name?: string;
  publisher?: string;
  attribution?: string;
  /** Names people use for the feed's routes, by route_id, where its own are codes ("C1_RED": "Red Line"). */
  lineNames?: Record<string, string>;
};

const REQUIRED: GtfsFileName[] = ['stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt'];

/** Validates a feed's files into the rows the router uses; any broken row throws GtfsRefused. */
export function parseFeed(files: FeedFiles, manifest: FeedManifest): GtfsFeed {
  const id = manifest.id;
  for (const name of REQUIRED) if (!files.has(name)) throw new GtfsRefused(id, name, null, 'the file is missing');
  if (!files.has('calendar.txt') && !files.has('calendar_dates.txt')) {
    throw new GtfsRefused(id, 'calendar.txt', null, 'the feed has neither calendar.txt nor calendar_dates.txt');
  }
  const file = (name: GtfsFileName) => files.get(name) ?? Buffer.alloc(0);
  const { stops, index: stopIndex } = parseStops(id, file('stops.txt'));
  const { routes: parsedRoutes, index: routeIndex } = parseRoutes(id, file('routes.txt'));
  const routes = parsedRoutes.map((r) => {
    const name = manifest.lineNames?.[r.id];
    return name ? { ...r, shortName: name } : r;
  });
  const calendar = files.has('calendar.txt') ? parseCalendar(id, file('calendar.txt')) : [];
  const calendarDates = files.has('calendar_dates.txt') ? parseCalendarDates(id, file('calendar_dates.txt')) : [];
  const services = new Set([...calendar.map((c) => c.serviceId), ...calendarDates.map((c) => c.serviceId)]);
  const trips = parseTrips(id, file('trips.txt'), routeIndex, services);
  const stopTimes = parseStopTimes(id, file('stop_times.txt'), stopIndex, trips.index, trips.lines);
  const frequencies = files.has('frequencies.txt') ? parseFrequencies(id, file('frequencies.txt'), trips.index) : [];
  const transfers = files.has('transfers.txt') ? parseTransfers(id, file('transfers.txt'), stopIndex) : [];
  const lastServiceDate = Math.max(
    0,
    ...calendar.map((c) => c.end),
    ...calendarDates.filter((c) => c.added).map((c) => c.date),
  );
  const firstServiceDate = Math.min(
    ...calendar.map((c) => c.start),
    ...calendarDates.filter((c) => c.added).map((c) => c.date),
  );
  const meta = describeFeed(files, manifest, frequencies.length ? 'frequency' : 'timetable', firstServiceDate);
  return {
    meta,
    stops,
    routes,
    trips: trips.trips,
    stopTimes,
    calendar,
    calendarDates,
    frequencies,
    transfers,
    lastServiceDate,
  };
}

/** Name, publisher and date from the manifest, else from feed_info.txt and agency.txt. */
function describeFeed(files: FeedFiles, manifest: FeedManifest, kind: FeedKind, firstServiceDate: number): FeedMeta {
  const info = firstRow(manifest.id, files, 'feed_info.txt');
  const agencies: string[] = [];
  if (files.has('agency.txt')) {
    readTable(manifest.id, 'agency.txt', files.get('agency.txt')!, [], (row) => {
      if (row.get('agency_name')) agencies.push(row.get('agency_name'));
    });
  }
  const start = info?.feed_start_date || (Number.isFinite(firstServiceDate) ? String(firstServiceDate) : '');
  const asOf = /^\d{8}$/.test(start) ? `${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6, 8)}` : '';
  const meta: FeedMeta = {
    id: manifest.id,
    name: manifest.name ?? (agencies.join(', ') || manifest.id),
    publisher: manifest.publisher ?? (info?.feed_publisher_name || agencies.join(', ') || manifest.id),
    asOf,
    kind,
  };
  if (manifest.attribution) meta.attribution = manifest.attribution;
  return meta;
}

function firstRow(feed: string, files: FeedFiles, name: GtfsFileName): Record<string, string> | null {
  const bytes = files.get(name);
  if (!bytes) return null;
  let first: Record<string, string> | null = null;
  readTable(feed, name, bytes, [], (row) => {
    if (first) return;
    first = Object.fromEntries(
      ['feed_publisher_name', 'feed_start_date', 'feed_version'].map((column) => [column, row.get(column)]),
    );
  });
  return first;
}
