import { readdir } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { TransitNetwork as NetworkFile } from '../../../shared/domain/dataset/transit-network-schema';
import { buildNetwork } from '../../../shared/domain/transit/build-network';
import type { TransitNetwork } from '../../../shared/domain/transit/network';
import type { Database } from '../../db/client';
import { projectPath } from '../../paths';
import { loadFeeds } from './feed-store';
import { GtfsRefused } from './gtfs/gtfs-refused';
import { importFeed } from './import-feed';
import { importOurFeeds } from './import-our-feeds';

export const SHIPPED_FEEDS_DIR = projectPath('server', 'data', 'transit', 'feeds');

/**
 * The networks the router runs on, each built from the database on first use and kept (start-up
 * stays fast: Ahmedabad's buses take a second or two to index, and a server may never be asked
 * about Ahmedabad). An import forgets the network it changed; the next question rebuilds it.
 */
export interface TransitService {
  network(name: string): Promise<TransitNetwork | null>;
  forget(name: string): void;
}

export function createTransitService(db: Database): TransitService {
  const built = new Map<string, Promise<TransitNetwork | null>>();
  return {
    network(name) {
      let network = built.get(name);
      if (!network) {
        network = loadFeeds(db, name).then((feeds) => (feeds.length ? buildNetwork(feeds) : null));
        // A failed load is not kept: the next question tries again.
        network.catch(() => built.delete(name));
        built.set(name, network);
      }
      return network;
    },
    forget(name) {
      built.delete(name);
    },
  };
}

/** The shipped feeds' folders (server/data/transit/feeds/<id>/gtfs.zip). */
export async function shippedFeeds(): Promise<string[]> {
  const folders = await readdir(SHIPPED_FEEDS_DIR).catch(() => []);
  return folders.sort().map((folder) => projectPath('server', 'data', 'transit', 'feeds', folder, 'gtfs.zip'));
}

/**
 * Imports TRANSIT_FEEDS (or the shipped feeds) in the background after start: unchanged feeds cost
 * a checksum; a refused one is logged with its file, line and reason and the previous one stays.
 */
export async function importConfiguredFeeds(
  deps: {
    db: Database;
    logger: Logger;
    transit: TransitService;
    cities: { id: string; lat: number; lng: number }[];
    /** Our curated lines, imported after the shipped feeds (decision 0042). */
    ours?: { networks: readonly NetworkFile[]; averageSpeeds: ReadonlyMap<string, number> };
  },
  feeds: string[] | 'shipped',
  signal?: AbortSignal,
): Promise<void> {
  if (feeds === 'shipped' && deps.ours && !signal?.aborted) {
    try {
      for (const result of await importOurFeeds(deps.db, deps.ours.networks, deps.ours.averageSpeeds, signal)) {
        if (result.status === 'imported') deps.transit.forget(result.network);
        deps.logger.info(
          { feed: result.id, network: result.network, status: result.status },
          `transit feed ${result.status}`,
        );
      }
    } catch (error) {
      if (signal?.aborted) return; // stopping: the next start imports them
      deps.logger.error({ err: error }, 'our transit feeds could not be imported');
    }
  }
  for (const source of feeds === 'shipped' ? await shippedFeeds() : feeds) {
    if (signal?.aborted) return;
    try {
      const result = await importFeed(deps.db, source, deps.cities, { inWorker: true, signal });
      if (result.status === 'imported') deps.transit.forget(result.network);
      deps.logger.info(
        { feed: result.id, network: result.network, status: result.status },
        `transit feed ${result.status}`,
      );
    } catch (error) {
      if (signal?.aborted) return; // stopping: an import cut short was rolled back, and runs again at the next start
      if (error instanceof GtfsRefused) {
        deps.logger.warn({ feed: source, file: error.file, line: error.line, reason: error.reason }, error.message);
      } else deps.logger.error({ err: error, feed: source }, 'transit feed import failed');
    }
  }
}
