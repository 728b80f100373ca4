import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { haversineKm } from '../../../shared/domain/geo';
import type { GtfsFeed } from '../../../shared/domain/transit/feed';
import type { Database } from '../../db/client';
import { saveFeed, storedFeeds } from './feed-store';
import { GtfsRefused } from './gtfs/gtfs-refused';
import { type FeedManifest, parseFeed } from './gtfs/parse-feed';
import { parseFeedInWorker } from './gtfs/parse-in-worker';
import { readFeedFiles } from './gtfs/read-feed-files';
import { checksumOf } from './transit-networks';

/** A feed.json beside a shipped or curated feed: who made it and which network it serves. */
const manifestSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  network: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).optional(),
  publisher: z.string().min(1).optional(),
  attribution: z.string().min(1).optional(),
  lineNames: z.record(z.string(), z.string().min(1)).optional(),
});

/** NCR and MMR are one network each (decision 0041): a feed anywhere in them serves the whole. */
const NETWORK_OF_CITY: Record<string, string> = {
  'new-delhi': 'ncr',
  noida: 'ncr',
  gurugram: 'ncr',
  ghaziabad: 'ncr',
  faridabad: 'ncr',
  mumbai: 'mmr',
};

export type ImportResult = { id: string; network: string; status: 'imported' | 'unchanged' };

/**
 * Imports one feed (a .zip, a folder or a URL) into the database: read, checksum, validate, save.
 * The same files as the stored feed change nothing; a refused feed (GtfsRefused) writes nothing,
 * so the network keeps the feed it had. The network comes from feed.json, the option, or else the
 * city nearest the feed's stops. `inWorker`: validate in a worker thread (a serving process).
 */
export async function importFeed(
  db: Database,
  source: string,
  cities: { id: string; lat: number; lng: number }[],
  options: { network?: string; id?: string; inWorker?: boolean; signal?: AbortSignal } = {},
): Promise<ImportResult> {
  const manifest = await manifestBeside(source);
  const id = options.id ?? manifest?.id ?? idFromSource(source);
  const files = await readFeedFiles(source);
  const checksum = checksumOf(files);
  const stored = (await storedFeeds(db)).find((f) => f.id === id);
  if (stored?.checksum === checksum) return { id, network: stored.network, status: 'unchanged' };
  const feedManifest: FeedManifest = { id };
  if (manifest?.name) feedManifest.name = manifest.name;
  if (manifest?.publisher) feedManifest.publisher = manifest.publisher;
  if (manifest?.attribution) feedManifest.attribution = manifest.attribution;
  if (manifest?.lineNames) feedManifest.lineNames = manifest.lineNames;
  // The worker reads the files again: cheaper than sending 25 MB of them across.
  const feed = options.inWorker
    ? await parseFeedInWorker(source, feedManifest, options.signal)
    : parseFeed(files, feedManifest);
  const network = options.network ?? manifest?.network ?? nearestNetwork(feed, cities);
  await saveFeed(db, network, source, checksum, feed, options.signal);
  return { id, network, status: 'imported' };
}

async function manifestBeside(source: string): Promise<z.infer<typeof manifestSchema> | null> {
  if (/^https?:\/\//i.test(source)) return null;
  const info = await stat(source).catch(() => null);
  if (!info) return null;
  const path = join(info.isDirectory() ? source : dirname(source), 'feed.json');
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) return null;
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new GtfsRefused(
      source,
      'feed.json',
      null,
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  return parsed.data;
}

/** "…/hyderabad-mmts/gtfs.zip" → "hyderabad-mmts"; "…/kochi-metro.zip" → "kochi-metro". */
function idFromSource(source: string): string {
  const clean = source.replace(/[?#].*$/, '').replace(/\/+$/, '');
  let name = basename(clean).replace(/\.zip$/i, '');
  if (/^(gtfs|google_transit|feed)$/i.test(name)) name = basename(dirname(clean));
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'feed'
  );
}

function nearestNetwork(feed: GtfsFeed, cities: { id: string; lat: number; lng: number }[]): string {
  const placed = feed.stops.filter((s) => s.locationType <= 1);
  const centre = {
    lat: placed.reduce((a, s) => a + s.lat, 0) / Math.max(1, placed.length),
    lng: placed.reduce((a, s) => a + s.lng, 0) / Math.max(1, placed.length),
  };
  const nearest = [...cities].sort((a, b) => haversineKm(a, centre) - haversineKm(b, centre))[0];
  if (!nearest) return 'india';
  return NETWORK_OF_CITY[nearest.id] ?? nearest.id;
}
