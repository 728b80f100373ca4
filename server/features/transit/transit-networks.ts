import { createHash } from 'node:crypto';
import { buildNetwork } from '../../../shared/domain/transit/build-network';
import type { GtfsFeed } from '../../../shared/domain/transit/feed';
import type { TransitNetwork } from '../../../shared/domain/transit/network';
import { type FeedManifest, parseFeed } from './gtfs/parse-feed';
import type { FeedFiles } from './gtfs/read-feed-files';

type Loaded = { checksum: string; feed: GtfsFeed };

/**
 * The networks in use, one per city network (NCR and MMR are one each), each built from its feeds.
 * A feed is parsed and validated before anything changes: a refused feed (GtfsRefused) leaves the
 * network as it was, and the same files again (same checksum) change nothing.
 */
export class TransitNetworks {
  private readonly feeds = new Map<string, Map<string, Loaded>>();
  private readonly built = new Map<string, TransitNetwork>();

  /** 'imported', or 'unchanged' when the feed is already in the network with the same checksum. */
  addFeed(network: string, files: FeedFiles, manifest: FeedManifest): 'imported' | 'unchanged' {
    const checksum = checksumOf(files);
    const current = this.feeds.get(network) ?? new Map<string, Loaded>();
    if (current.get(manifest.id)?.checksum === checksum) return 'unchanged';
    const feed = parseFeed(files, manifest);
    const next = new Map(current).set(manifest.id, { checksum, feed });
    const built = buildNetwork([...next.values()].map((l) => l.feed));
    this.feeds.set(network, next);
    this.built.set(network, built);
    return 'imported';
  }

  network(name: string): TransitNetwork | undefined {
    return this.built.get(name);
  }

  checksums(network: string): Map<string, string> {
    return new Map([...(this.feeds.get(network) ?? [])].map(([id, l]) => [id, l.checksum]));
  }
}

/** SHA-256 over the files we read, in a fixed order: a re-zipped but identical feed is the same. */
export function checksumOf(files: FeedFiles): string {
  const hash = createHash('sha256');
  for (const name of [...files.keys()].sort()) hash.update(name).update('\0').update(files.get(name)!).update('\0');
  return hash.digest('hex');
}
