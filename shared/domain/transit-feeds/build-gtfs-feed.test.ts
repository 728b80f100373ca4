import { describe, expect, it } from 'vitest';
import type { TransitNetwork } from '../dataset/transit-network-schema';
import { buildGtfsFeed, type FeedOptions, OSM_ATTRIBUTION } from './build-gtfs-feed';
import { checkGtfs } from './check-gtfs';
import { parseCsv } from './csv';

const OPTIONS: FeedOptions = {
  version: '2026-12-01',
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  publisherUrl: 'https://basera.in',
  serviceDay: { start: '06:00', end: '22:00' },
};

const at = (id: string, lat: number, lng: number) => ({
  id,
  name: id.toUpperCase(),
  lat,
  lng,
  position: { source: 'datameet-railways' as const, ref: id },
});

// Three stations on a meridian, 0.1° (11.1 km) apart, and a branch off the middle one.
function network(runTime: TransitNetwork['lines'][number]['runTime']): TransitNetwork {
  return {
    id: 'test',
    name: 'Test, "quoted", network',
    cities: ['test'],
    stations: [at('a', 19.0, 72.8), at('b', 19.1, 72.8), at('c', 19.2, 72.8), at('d', 19.1, 72.9)],
    lines: [
      {
        id: 'line',
        name: 'Line',
        mode: 'suburban',
        transitLines: ['test-line'],
        headway: { peakMinutes: 4, source: 'https://example.org/h', asOf: '2026', note: 'n' },
        runTime,
        patterns: [
          { id: 'to-c', name: 'A to C', stations: ['a', 'b', 'c'] },
          { id: 'to-d', name: 'A to D', stations: ['a', 'b', 'd'] },
        ],
        sections: [{ transitLine: 'test-line', from: 'A', to: 'C', fromStation: 'a', toStation: 'c' }],
        gaps: [],
      },
    ],
    interchanges: [],
    notCarried: [],
  };
}

const PUBLISHED = {
  basis: 'published' as const,
  minutes: 20,
  from: 'a',
  to: 'c',
  source: 'https://example.org/r',
  asOf: '2026-01-01',
  note: 'n',
};

const timesOf = (files: Record<string, string>, trip: string) =>
  parseCsv(files['stop_times.txt'] ?? '')
    .filter((r) => r.trip_id === trip)
    .map((r) => `${r.stop_id}@${r.arrival_time}`);

describe('buildGtfsFeed', () => {
  it('writes a feed that keeps the GTFS rules, both directions of every branch', () => {
    const files = buildGtfsFeed(network(PUBLISHED), new Map(), OPTIONS);
    expect(checkGtfs(files)).toEqual([]);
    expect(parseCsv(files['trips.txt'] ?? '').map((t) => t.trip_id)).toEqual([
      'line-to-c-0',
      'line-to-c-1',
      'line-to-d-0',
      'line-to-d-1',
    ]);
    expect(parseCsv(files['agency.txt'] ?? '')[0]?.agency_name).toBe(
      'Test, "quoted", network (Basera, from published sources)',
    );
    expect(parseCsv(files['routes.txt'] ?? '')[0]?.route_type).toBe('2');
  });

  it('times the two stations a published run time names at exactly that run time, the way back as long', () => {
    const files = buildGtfsFeed(network(PUBLISHED), new Map(), OPTIONS);
    expect(timesOf(files, 'line-to-c-0')).toEqual(['a@06:00:00', 'b@06:10:00', 'c@06:20:00']);
    expect(timesOf(files, 'line-to-c-1')).toEqual(['c@06:00:00', 'b@06:10:00', 'a@06:20:00']);
  });

  it('rides a line with no published run time at its curated average speed over the distance', () => {
    const files = buildGtfsFeed(network({ basis: 'average speed' }), new Map([['test-line', 33.36]]), OPTIONS);
    // 11.12 km between stations at 33.36 km/h: 20 minutes each.
    expect(timesOf(files, 'line-to-c-0')).toEqual(['a@06:00:00', 'b@06:20:00', 'c@06:40:00']);
    expect(() => buildGtfsFeed(network({ basis: 'average speed' }), new Map(), OPTIONS)).toThrow(/average speed/);
  });

  it('repeats each trip at the peak headway over the service day, every day from the start date', () => {
    const files = buildGtfsFeed(network(PUBLISHED), new Map(), OPTIONS);
    expect(parseCsv(files['frequencies.txt'] ?? '')[0]).toEqual({
      trip_id: 'line-to-c-0',
      start_time: '06:00:00',
      end_time: '22:00:00',
      headway_secs: '240',
      exact_times: '0',
    });
    expect(parseCsv(files['calendar.txt'] ?? '')[0]).toMatchObject({
      monday: '1',
      sunday: '1',
      start_date: '20261201',
      end_date: '20271130',
    });
  });
});

describe('buildGtfsFeed interchanges', () => {
  it('writes a change between two stations both ways, the walk at 4.5 km/h over 1.25 times the line, to the minute', () => {
    const base = network(PUBLISHED);
    const files = buildGtfsFeed(
      { ...base, interchanges: [{ between: ['b', 'd'], source: 'https://example.org/i', asOf: '2026', note: 'n' }] },
      new Map(),
      OPTIONS,
    );
    // b and d are 0.1° of longitude apart at 19.1° N: 10.51 km, walked as 13.13 km: 175.1 minutes, so 176.
    expect(parseCsv(files['transfers.txt'] ?? '')).toEqual([
      { from_stop_id: 'b', to_stop_id: 'd', transfer_type: '2', min_transfer_time: '10560' },
      { from_stop_id: 'd', to_stop_id: 'b', transfer_type: '2', min_transfer_time: '10560' },
    ]);
    expect(checkGtfs(files)).toEqual([]);
    expect('transfers.txt' in buildGtfsFeed(base, new Map(), OPTIONS)).toBe(false);
  });
});

describe('buildGtfsFeed attribution', () => {
  it('credits OpenStreetMap in attributions.txt when a stop it writes is placed from OpenStreetMap, and only then', () => {
    const base = network(PUBLISHED);
    const osm = {
      ...base,
      stations: base.stations.map((s) =>
        s.id === 'b' ? { ...s, position: { source: 'openstreetmap' as const, ref: 'B' } } : s,
      ),
    };
    const files = buildGtfsFeed(osm, new Map(), OPTIONS);
    expect(parseCsv(files['attributions.txt'] ?? '')).toEqual([
      {
        attribution_id: 'openstreetmap',
        organization_name: OSM_ATTRIBUTION,
        is_producer: '1',
        attribution_url: 'https://www.openstreetmap.org/copyright',
      },
    ]);
    expect(checkGtfs(files)).toEqual([]);
    expect('attributions.txt' in buildGtfsFeed(base, new Map(), OPTIONS)).toBe(false);
  });
});

describe('checkGtfs', () => {
  const good = () => buildGtfsFeed(network(PUBLISHED), new Map(), OPTIONS);

  it('names a stop time whose stop is not in stops.txt', () => {
    const files = good();
    files['stop_times.txt'] = (files['stop_times.txt'] ?? '').replace(
      'line-to-c-0,06:10:00,06:10:00,b,',
      'line-to-c-0,06:10:00,06:10:00,zz,',
    );
    expect(checkGtfs(files)).toEqual(['stop_times.txt row 3: stop_id zz is not in stops.txt']);
  });

  it('names a trip whose times do not rise, a stop outside India and a repeated id', () => {
    const files = good();
    files['stop_times.txt'] = (files['stop_times.txt'] ?? '').replace(
      'line-to-c-0,06:20:00,06:20:00,c',
      'line-to-c-0,06:05:00,06:05:00,c',
    );
    files['stops.txt'] = (files['stops.txt'] ?? '').replace('a,A,19,72.8', 'a,A,51.5,-0.1');
    files['routes.txt'] = `${files['routes.txt']}line,basera,,Line again,2\n`;
    expect(checkGtfs(files)).toEqual([
      'routes.txt row 3: route_id line twice',
      'stops.txt row 2: a at 51.5,-0.1 is not in India',
      'stop_times.txt: line-to-c-0 stop 3 does not come after stop 2',
    ]);
  });

  it('names a missing required file', () => {
    const { 'calendar.txt': _dropped, ...files } = good();
    expect(checkGtfs(files)).toEqual(['calendar.txt: missing']);
  });
});
