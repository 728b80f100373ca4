import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Dataset } from '../../../data/load-dataset';
import type { Database } from '../../../db/client';
import { deepFreeze } from '../../../lib/deep-freeze';
import { holdLease } from '../../../lib/job-lease';
import type { OsmPlacesProvider } from '../osm/osm-places-provider';
import { type CountedWalkAccess, countWalkAccess, withCountedWalkAccess } from './count-walk-access';
import { readCountedWalkAccess, saveCountedWalkAccess } from './walk-access-store';

// Counts each curated locality's surroundings on OpenStreetMap, one locality per `paceMs` (all 574
// take about 10 hours at the default minute: Overpass is a shared service), so that its amenity
// levels and walkability are counted, not estimated. One instance walks for all (a lease in the
// database); any instance counts a locality someone just searched, at once. Every instance reads
// the counts back into the dataset it serves, so the finder's cards agree with Discover Places.

const LEASE = 'osm-walk-access';
const REFRESH_MS = 60_000;

export type WalkStep = 'counted' | 'done' | 'not-holder' | 'failed';

export interface WalkAccessJob {
  /** A curated locality was searched: count it now if it has not been counted. */
  wanted(localityId: string): void;
  /** One paced step: the next locality to count, if this instance holds the lease. */
  step(): Promise<WalkStep>;
  /** Reads every instance's counts and serves them in the dataset. */
  refresh(): Promise<void>;
  /** Runs `step` every `paceMs` (unless 0) and `refresh` every minute, until stopped. */
  start(): void;
  stop(): void;
}

export function createWalkAccessJob(options: {
  db: Database;
  osm: OsmPlacesProvider;
  /** The curated dataset as loaded; the served one is this with the counts in. */
  base: Dataset;
  serve(dataset: Dataset): void;
  paceMs: number;
  /** Counts older than this are counted again. */
  maxAgeMs: number;
  /** Whether Overpass is worth asking now (OpenStreetMap by default: while it answers its checks). */
  ready?: () => boolean;
  logger: Logger;
  now?: () => number;
}): WalkAccessJob {
  const now = options.now ?? Date.now;
  const holder = randomUUID();
  const counts = new Map<string, CountedWalkAccess>();
  const counting = new Set<string>();
  let served = '';
  let stopped = false;
  const timers = new Map<string, NodeJS.Timeout>();

  async function count(localityId: string): Promise<void> {
    const locality = options.base.localitiesById.get(localityId);
    if (!locality || counting.has(localityId)) return;
    counting.add(localityId);
    try {
      const { places, fetchedAt } = await options.osm.walkAround({ lat: locality.lat, lng: locality.lng });
      const counted = countWalkAccess(locality, places, { source: 'OpenStreetMap', mappedAt: fetchedAt });
      await saveCountedWalkAccess(options.db, counted);
      counts.set(localityId, counted);
      serve();
    } finally {
      counting.delete(localityId);
    }
  }

  function serve() {
    const signature = [...counts.values()].map((c) => `${c.localityId}@${c.mappedAt.getTime()}`).join(',');
    if (signature === served) return;
    served = signature;
    const localities = options.base.localities.map((l) => {
      const counted = counts.get(l.id);
      return counted ? withCountedWalkAccess(l, counted) : l;
    });
    options.serve(
      deepFreeze({
        ...options.base,
        localities,
        localitiesById: new Map(localities.map((l) => [l.id, l])),
        version: `${options.base.version}+${counts.size}@${now()}`,
      }),
    );
  }

  /** Uncounted localities first, in the dataset's order, then the stalest counts. */
  function next(): string | null {
    const uncounted = options.base.localities.find((l) => !counts.has(l.id) && !counting.has(l.id));
    if (uncounted) return uncounted.id;
    const stalest = [...counts.values()].sort((a, b) => a.mappedAt.getTime() - b.mappedAt.getTime())[0];
    return stalest && now() - stalest.mappedAt.getTime() > options.maxAgeMs ? stalest.localityId : null;
  }

  const job: WalkAccessJob = {
    wanted(localityId) {
      if (stopped || counts.has(localityId) || options.ready?.() === false) return;
      count(localityId).catch((error) =>
        options.logger.warn({ err: error, localityId }, 'could not count a searched locality on OpenStreetMap'),
      );
    },
    async step() {
      if (options.ready?.() === false) return 'failed';
      if (!(await holdLease(options.db, LEASE, holder, Math.max(options.paceMs * 3, 60_000)))) return 'not-holder';
      await job.refresh();
      const localityId = next();
      if (!localityId) return 'done';
      try {
        await count(localityId);
        return 'counted';
      } catch (error) {
        // Overpass busy or away: this locality waits for the next turn.
        options.logger.debug({ err: error, localityId }, 'walk-access step failed');
        return 'failed';
      }
    },
    async refresh() {
      for (const row of await readCountedWalkAccess(options.db)) counts.set(row.localityId, row);
      serve();
    },
    start() {
      if (options.paceMs > 0) loop('step', () => job.step(), options.paceMs);
      loop('refresh', () => job.refresh(), REFRESH_MS);
    },
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };

  function loop(name: string, work: () => Promise<unknown>, everyMs: number) {
    const tick = () => {
      work()
        .catch((error) => options.logger.warn({ err: error }, `walk-access ${name} failed`))
        .finally(() => {
          if (!stopped) timers.set(name, setTimeout(tick, everyMs).unref());
        });
    };
    timers.set(name, setTimeout(tick, 0).unref());
  }
  return job;
}
