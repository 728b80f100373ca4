import type { FeedRoute, FeedStop } from '../../../../shared/domain/transit/feed';
import { GtfsRefused } from './gtfs-refused';
import { fieldReader } from './parse-fields';
import { readTable } from './read-table';

/** stops.txt: every stop with a position (stations, platforms, entrances); parents must exist. */
export function parseStops(feed: string, bytes: Buffer): { stops: FeedStop[]; index: Map<string, number> } {
  const f = fieldReader(feed, 'stops.txt');
  const stops: FeedStop[] = [];
  const index = new Map<string, number>();
  const parents: { stop: number; parentId: string; line: number }[] = [];
  readTable(feed, 'stops.txt', bytes, ['stop_id'], (row) => {
    const id = f.required(row, 'stop_id');
    if (index.has(id)) f.refuse(row, `stop_id ${id} appears twice`);
    const locationType = f.integer(row, 'location_type', 0, 4, 0);
    // GTFS: generic nodes and boarding areas may lack a name and position; we never route through them.
    const placed = locationType <= 2;
    const stop: FeedStop = {
      id,
      name: placed ? f.required(row, 'stop_name') : row.get('stop_name'),
      lat: placed ? f.coordinate(row, 'stop_lat', 90) : Number(row.get('stop_lat')) || 0,
      lng: placed ? f.coordinate(row, 'stop_lon', 180) : Number(row.get('stop_lon')) || 0,
      locationType,
      parent: -1,
    };
    const parentId = row.get('parent_station');
    if (parentId) parents.push({ stop: stops.length, parentId, line: row.line });
    index.set(id, stops.length);
    stops.push(stop);
  });
  for (const { stop, parentId, line } of parents) {
    const parent = index.get(parentId);
    if (parent === undefined)
      throw new GtfsRefused(feed, 'stops.txt', line, `parent_station ${parentId} is not a stop`);
    stops[stop]!.parent = parent;
  }
  return { stops, index };
}

/** routes.txt: route_type is a basic (0–12) or extended (100–1799) GTFS type. */
export function parseRoutes(feed: string, bytes: Buffer): { routes: FeedRoute[]; index: Map<string, number> } {
  const f = fieldReader(feed, 'routes.txt');
  const routes: FeedRoute[] = [];
  const index = new Map<string, number>();
  readTable(feed, 'routes.txt', bytes, ['route_id', 'route_type'], (row) => {
    const id = f.required(row, 'route_id');
    if (index.has(id)) f.refuse(row, `route_id ${id} appears twice`);
    const shortName = row.get('route_short_name');
    const longName = row.get('route_long_name');
    if (!shortName && !longName) f.refuse(row, 'route_short_name and route_long_name are both empty');
    const type = f.integer(row, 'route_type', 0, 1799);
    if (type > 12 && type < 100) f.refuse(row, `route_type ${type} is not a GTFS route type`);
    index.set(id, routes.length);
    routes.push({ id, shortName, longName, type, agencyId: row.get('agency_id') });
  });
  return { routes, index };
}
