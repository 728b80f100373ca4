import type { NetworkStation, TransitNetwork } from '../dataset/transit-network-schema';
import { haversineKm } from '../geo';
import { toCsv } from './csv';
import { stationOffsets } from './run-times';

export type FeedOptions = {
  /** feed_info's version: the data's date, so that two builds of the same data are the same feed. */
  version: string;
  /** The calendar's first and last days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  publisherUrl: string;
  /** The hours the peak headway is written over, HH:MM (decision 0042: one window for every line). */
  serviceDay: { start: string; end: string };
};

/**
 * GTFS route_type by mode: the basic types, but for Namo Bharat (RRTS), which is the extended type
 * 106, regional rail, so that journeys name it apart from the suburban trains (2).
 */
export const ROUTE_TYPE = { metro: 1, suburban: 2, rrts: 106, monorail: 12 } as const;

const SERVICE_ID = 'all-days';
/** The attribution ODbL asks for, written into a feed whose stops come from OpenStreetMap. */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
const AGENCY_ID = 'basera';

/**
 * The feed's dates come from the data, not from today: valid from the cut-off the lines were checked
 * against, for a year (the freshness review re-checks the lines before then).
 */
export function feedOptionsFor(cutoff: string): FeedOptions {
  const end = new Date(`${cutoff}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  return {
    version: cutoff,
    startDate: cutoff,
    endDate: end.toISOString().slice(0, 10),
    publisherUrl: 'https://basera.in',
    serviceDay: { start: '06:00', end: '22:00' },
  };
}

/**
 * One network as a GTFS frequency feed: one representative trip per branch and direction, its stop
 * times from the line's run time, repeated at the peak headway over the service day, every day.
 * Pure: the caller reads the files and writes the result (scripts/transit-our-feeds.ts).
 */
export function buildGtfsFeed(
  network: TransitNetwork,
  averageSpeeds: ReadonlyMap<string, number>,
  options: FeedOptions,
): Record<string, string> {
  const stations = new Map(network.stations.map((s) => [s.id, s]));
  const used = new Set<string>();
  const trips: (string | number)[][] = [];
  const stopTimes: (string | number)[][] = [];
  const frequencies: (string | number)[][] = [];
  const start = toSeconds(options.serviceDay.start);
  const end = toSeconds(options.serviceDay.end);

  for (const line of network.lines) {
    const speed = line.transitLines.map((id) => averageSpeeds.get(id)).find((kmh) => kmh !== undefined);
    for (const pattern of line.patterns) {
      const offsets = stationOffsets(line, pattern, stations, speed);
      const total = offsets.at(-1) ?? 0;
      for (const direction of [0, 1] as const) {
        const order = direction === 0 ? pattern.stations : [...pattern.stations].reverse();
        // The way back takes each segment's time in reverse order, so it is as long as the way out.
        const times = direction === 0 ? offsets : offsets.map((o) => total - o).reverse();
        const tripId = `${line.id}-${pattern.id}-${direction}`;
        const headsign = stationName(stations, order.at(-1));
        trips.push([line.id, SERVICE_ID, tripId, headsign, direction]);
        order.forEach((stationId, i) => {
          used.add(stationId);
          const at = toTime(start + (times[i] ?? 0));
          stopTimes.push([tripId, at, at, stationId, i + 1]);
        });
        frequencies.push([tripId, toTime(start), toTime(end), Math.round(line.headway.peakMinutes * 60), 0]);
      }
    }
  }

  const transfers = network.interchanges.flatMap(({ between: [a, b] }) => {
    const seconds = walkSeconds(station(stations, a), station(stations, b));
    return [
      [a, b, 2, seconds],
      [b, a, 2, seconds],
    ];
  });

  const compact = (date: string) => date.replaceAll('-', '');
  return {
    'agency.txt': toCsv(
      ['agency_id', 'agency_name', 'agency_url', 'agency_timezone', 'agency_lang'],
      [[AGENCY_ID, `${network.name} (Basera, from published sources)`, options.publisherUrl, 'Asia/Kolkata', 'en']],
    ),
    'feed_info.txt': toCsv(
      ['feed_publisher_name', 'feed_publisher_url', 'feed_lang', 'feed_start_date', 'feed_end_date', 'feed_version'],
      [['Basera', options.publisherUrl, 'en', compact(options.startDate), compact(options.endDate), options.version]],
    ),
    'stops.txt': toCsv(
      ['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'location_type'],
      network.stations.filter((s) => used.has(s.id)).map((s) => [s.id, s.name, s.lat, s.lng, 0]),
    ),
    'routes.txt': toCsv(
      ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type'],
      network.lines.map((line) => [line.id, AGENCY_ID, '', line.name, ROUTE_TYPE[line.mode]]),
    ),
    'trips.txt': toCsv(['route_id', 'service_id', 'trip_id', 'trip_headsign', 'direction_id'], trips),
    'stop_times.txt': toCsv(['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence'], stopTimes),
    'frequencies.txt': toCsv(['trip_id', 'start_time', 'end_time', 'headway_secs', 'exact_times'], frequencies),
    ...(transfers.length > 0 && {
      'transfers.txt': toCsv(['from_stop_id', 'to_stop_id', 'transfer_type', 'min_transfer_time'], transfers),
    }),
    // ODbL asks that data derived from OpenStreetMap say so wherever it is used: attributions.txt is
    // GTFS's place for it, and the importer shows it with the feed.
    ...(network.stations.some((s) => used.has(s.id) && s.position.source === 'openstreetmap') && {
      'attributions.txt': toCsv(
        ['attribution_id', 'organization_name', 'is_producer', 'attribution_url'],
        [['openstreetmap', OSM_ATTRIBUTION, 1, 'https://www.openstreetmap.org/copyright']],
      ),
    }),
    'calendar.txt': toCsv(
      [
        'service_id',
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
        'sunday',
        'start_date',
        'end_date',
      ],
      [[SERVICE_ID, 1, 1, 1, 1, 1, 1, 1, compact(options.startDate), compact(options.endDate)]],
    ),
  };
}

function stationName(stations: ReadonlyMap<string, NetworkStation>, id: string | undefined): string {
  return station(stations, id).name;
}

function station(stations: ReadonlyMap<string, NetworkStation>, id: string | undefined): NetworkStation {
  const found = id === undefined ? undefined : stations.get(id);
  if (!found) throw new Error(`unknown station ${id}`);
  return found;
}

/**
 * The walk of a change between two stations, as the router reckons a walk (shared/domain/transit/walking.ts: 1.25 times
 * the straight line at 4.5 km/h), rounded up to the minute.
 */
function walkSeconds(a: NetworkStation, b: NetworkStation): number {
  const metres = haversineKm(a, b) * 1000 * 1.25;
  return Math.ceil(metres / (4500 / 3600) / 60) * 60;
}

function toSeconds(hhmm: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new Error(`not an HH:MM time: ${hhmm}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60;
}

/** GTFS times are HH:MM:SS and may pass 24:00:00 for a trip that runs past midnight. */
function toTime(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
