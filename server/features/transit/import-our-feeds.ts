import { TRANSIT_CUTOFF } from '../../../shared/domain/dataset/transit-cutoff';
import type { TransitNetwork as NetworkFile } from '../../../shared/domain/dataset/transit-network-schema';
import { buildGtfsFeed, feedOptionsFor, OSM_ATTRIBUTION } from '../../../shared/domain/transit-feeds/build-gtfs-feed';
import { checkGtfs } from '../../../shared/domain/transit-feeds/check-gtfs';
import type { Database } from '../../db/client';
import { saveFeed, storedFeeds } from './feed-store';
import { GtfsRefused } from './gtfs/gtfs-refused';
import { parseFeed } from './gtfs/parse-feed';
import type { FeedFiles } from './gtfs/read-feed-files';
import type { ImportResult } from './import-feed';
import { checksumOf } from './transit-networks';

// Our curated lines (server/data/transit/networks) go into the database as GTFS frequency feeds like
// any other (decision 0042): written in memory by buildGtfsFeed, then checked, parsed and stored as
// an imported feed is. The same data gives the same files, so a later start changes nothing.

export const OUR_FEED_PREFIX = 'basera-';

/** The attribution a feed of ours carries: OpenStreetMap's, where its stations were placed from it. */
function attributionOf(network: NetworkFile): string | undefined {
  const usesOsm = network.stations.some((s) => s.position.source === 'openstreetmap');
  return usesOsm ? `Station positions ${OSM_ATTRIBUTION} (ODbL).` : undefined;
}

export async function importOurFeeds(
  db: Database,
  networks: readonly NetworkFile[],
  averageSpeeds: ReadonlyMap<string, number>,
  signal?: AbortSignal,
): Promise<ImportResult[]> {
  const stored = new Map((await storedFeeds(db)).map((f) => [f.id, f]));
  const results: ImportResult[] = [];
  for (const network of networks) {
    signal?.throwIfAborted();
    if (network.lines.length === 0) continue;
    const id = `${OUR_FEED_PREFIX}${network.id}`;
    const written = buildGtfsFeed(network, averageSpeeds, feedOptionsFor(TRANSIT_CUTOFF));
    const problems = checkGtfs(written);
    if (problems.length) throw new GtfsRefused(id, 'feed', null, problems.join('; '));
    const files: FeedFiles = new Map(
      Object.entries(written).map(([name, text]) => [name as never, Buffer.from(text, 'utf8')]),
    );
    const checksum = checksumOf(files);
    if (stored.get(id)?.checksum === checksum) {
      results.push({ id, network: network.id, status: 'unchanged' });
      continue;
    }
    const attribution = attributionOf(network);
    const feed = parseFeed(files, {
      id,
      name: `${network.name}: Basera's curated lines`,
      publisher: 'Basera',
      ...(attribution && { attribution }),
    });
    await saveFeed(db, network.id, `server/data/transit/networks/${network.id}.json`, checksum, feed, signal);
    results.push({ id, network: network.id, status: 'imported' });
  }
  return results;
}
