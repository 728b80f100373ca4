import { asc, eq, sql } from 'drizzle-orm';
import type { GtfsFeed } from '../../../shared/domain/transit/feed';
import type { Database, Executor } from '../../db/client';
import {
  transitCalendar,
  transitCalendarDates,
  transitFeeds,
  transitFrequencies,
  transitRoutes,
  transitStops,
  transitStopTimes,
  transitTransfers,
  transitTrips,
} from '../../db/schema';

export type StoredFeed = { id: string; network: string; checksum: string; source: string };

/** Rows per statement: PostgreSQL takes at most 65,535 parameters in one. */
const CHUNK = 5000;

async function insertChunks<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  signal?: AbortSignal,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    signal?.throwIfAborted();
    await insert(rows.slice(i, i + CHUNK));
  }
}

export async function storedFeeds(db: Database): Promise<StoredFeed[]> {
  return db
    .select({
      id: transitFeeds.id,
      network: transitFeeds.network,
      checksum: transitFeeds.checksum,
      source: transitFeeds.source,
    })
    .from(transitFeeds);
}

/**
 * Replaces a feed whole, in one transaction: readers see the old feed or the new, never a mix. An
 * abort (the server stopping) between statements rolls it back, so a stop never waits for a large
 * feed's rows: the next start imports it again.
 */
export async function saveFeed(
  db: Database,
  network: string,
  source: string,
  checksum: string,
  feed: GtfsFeed,
  signal?: AbortSignal,
): Promise<void> {
  const feedId = feed.meta.id;
  await db.transaction(async (tx) => {
    await tx.delete(transitFeeds).where(eq(transitFeeds.id, feedId));
    await tx.insert(transitFeeds).values({
      id: feedId,
      network,
      name: feed.meta.name,
      publisher: feed.meta.publisher,
      asOf: feed.meta.asOf,
      kind: feed.meta.kind,
      attribution: feed.meta.attribution ?? null,
      source,
      checksum,
      lastServiceDate: feed.lastServiceDate,
    });
    const withIdx = <T>(rows: T[]) => rows.map((row, idx) => ({ feedId, idx, ...row }));
    await insertChunks(
      withIdx(feed.stops),
      (c) => tx.insert(transitStops).values(c.map(({ id, ...s }) => ({ ...s, stopId: id }))),
      signal,
    );
    await insertChunks(
      withIdx(feed.routes),
      (c) => tx.insert(transitRoutes).values(c.map(({ id, ...r }) => ({ ...r, routeId: id }))),
      signal,
    );
    await insertChunks(
      withIdx(feed.trips),
      (c) => tx.insert(transitTrips).values(c.map(({ id, ...t }) => ({ ...t, tripId: id }))),
      signal,
    );
    await insertStopTimes(tx, feedId, feed, signal);
    await insertChunks(
      feed.calendar,
      (c) =>
        tx.insert(transitCalendar).values(
          c.map((r) => ({
            feedId,
            serviceId: r.serviceId,
            weekdays: r.weekdays,
            startDate: r.start,
            endDate: r.end,
          })),
        ),
      signal,
    );
    await insertChunks(
      feed.calendarDates,
      (c) =>
        tx
          .insert(transitCalendarDates)
          .values(c.map((r) => ({ feedId, serviceId: r.serviceId, date: r.date, added: r.added ? 1 : 0 }))),
      signal,
    );
    await insertChunks(
      withIdx(feed.frequencies),
      (c) =>
        tx.insert(transitFrequencies).values(
          c.map((r) => ({
            feedId,
            idx: r.idx,
            trip: r.trip,
            startTime: r.start,
            endTime: r.end,
            headway: r.headway,
          })),
        ),
      signal,
    );
    await insertChunks(
      withIdx(feed.transfers),
      (c) =>
        tx.insert(transitTransfers).values(
          c.map((r) => ({
            feedId,
            idx: r.idx,
            fromStop: r.from,
            toStop: r.to,
            type: r.type,
            minSeconds: r.minSeconds,
          })),
        ),
      signal,
    );
  });
}

/** stop_times as arrays through unnest: one statement per 100,000 rows instead of 600,000 parameters. */
async function insertStopTimes(tx: Executor, feedId: string, feed: GtfsFeed, signal?: AbortSignal): Promise<void> {
  const st = feed.stopTimes;
  for (let start = 0; start < st.trip.length; start += 100_000) {
    signal?.throwIfAborted();
    const end = Math.min(st.trip.length, start + 100_000);
    // Each column goes as one array literal ('{1,2,3}'): drizzle would spread a JS array into a parameter each.
    const column = (values: ArrayLike<number>) => `{${Array.prototype.join.call(values, ',')}}`;
    const idx = Int32Array.from({ length: end - start }, (_, i) => start + i);
    const part = (a: Int32Array) => column(a.subarray(start, end));
    await tx.execute(sql`
      insert into transit_stop_times (feed_id, idx, trip, stop, arrival, departure)
      select ${feedId}, * from unnest(${column(idx)}::int[], ${part(st.trip)}::int[], ${part(st.stop)}::int[], ${part(st.arrival)}::int[], ${part(st.departure)}::int[])`);
  }
}

/** A network's feeds as they were validated at import: no parsing at start-up. */
export async function loadFeeds(db: Database, network: string): Promise<GtfsFeed[]> {
  const feeds = await db
    .select()
    .from(transitFeeds)
    .where(eq(transitFeeds.network, network))
    .orderBy(asc(transitFeeds.id));
  return Promise.all(feeds.map((row) => loadFeed(db, row)));
}

async function loadFeed(db: Database, row: typeof transitFeeds.$inferSelect): Promise<GtfsFeed> {
  const of = <T extends { feedId: unknown }>(table: T) => eq((table as unknown as typeof transitStops).feedId, row.id);
  const [stops, routes, trips, times, calendar, calendarDates, frequencies, transfers] = await Promise.all([
    db.select().from(transitStops).where(of(transitStops)).orderBy(asc(transitStops.idx)),
    db.select().from(transitRoutes).where(of(transitRoutes)).orderBy(asc(transitRoutes.idx)),
    db.select().from(transitTrips).where(of(transitTrips)).orderBy(asc(transitTrips.idx)),
    db
      .select({
        trip: transitStopTimes.trip,
        stop: transitStopTimes.stop,
        arrival: transitStopTimes.arrival,
        departure: transitStopTimes.departure,
      })
      .from(transitStopTimes)
      .where(eq(transitStopTimes.feedId, row.id))
      .orderBy(asc(transitStopTimes.idx)),
    db.select().from(transitCalendar).where(eq(transitCalendar.feedId, row.id)),
    db.select().from(transitCalendarDates).where(eq(transitCalendarDates.feedId, row.id)),
    db
      .select()
      .from(transitFrequencies)
      .where(eq(transitFrequencies.feedId, row.id))
      .orderBy(asc(transitFrequencies.idx)),
    db.select().from(transitTransfers).where(eq(transitTransfers.feedId, row.id)).orderBy(asc(transitTransfers.idx)),
  ]);
  const column = (key: 'trip' | 'stop' | 'arrival' | 'departure') => Int32Array.from(times, (t) => t[key]);
  const meta: GtfsFeed['meta'] = {
    id: row.id,
    name: row.name,
    publisher: row.publisher,
    asOf: row.asOf,
    kind: row.kind,
  };
  if (row.attribution) meta.attribution = row.attribution;
  return {
    meta,
    stops: stops.map((s) => ({
      id: s.stopId,
      name: s.name,
      lat: s.lat,
      lng: s.lng,
      locationType: s.locationType,
      parent: s.parent,
    })),
    routes: routes.map((r) => ({
      id: r.routeId,
      shortName: r.shortName,
      longName: r.longName,
      type: r.type,
      agencyId: r.agencyId,
    })),
    trips: trips.map((t) => ({ id: t.tripId, route: t.route, serviceId: t.serviceId, headsign: t.headsign })),
    stopTimes: {
      trip: column('trip'),
      stop: column('stop'),
      arrival: column('arrival'),
      departure: column('departure'),
    },
    calendar: calendar.map((c) => ({
      serviceId: c.serviceId,
      weekdays: c.weekdays,
      start: c.startDate,
      end: c.endDate,
    })),
    calendarDates: calendarDates.map((c) => ({ serviceId: c.serviceId, date: c.date, added: c.added === 1 })),
    frequencies: frequencies.map((f) => ({ trip: f.trip, start: f.startTime, end: f.endTime, headway: f.headway })),
    transfers: transfers.map((t) => ({ from: t.fromStop, to: t.toStop, type: t.type, minSeconds: t.minSeconds })),
    lastServiceDate: row.lastServiceDate,
  };
}
