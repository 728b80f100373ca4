import { join, resolve } from 'node:path';
import type { GtfsFeed } from '../../../../shared/domain/transit/feed';
import { parseFeed } from '../gtfs/parse-feed';
import { readFeedFiles } from '../gtfs/read-feed-files';

/** ../shared/data/transit beside the checkout: read in tests only, never copied (its README). */
export const TRANSIT_DATA = resolve(import.meta.dirname, '../../../../../shared/data/transit');

export async function loadReferenceFeed(folder: string, file = 'gtfs.zip'): Promise<GtfsFeed> {
  return parseFeed(await readFeedFiles(join(TRANSIT_DATA, folder, file)), { id: folder });
}

/** A GTFS file's rows as plain records, read independently of the reader under test. */
export function rawRows(bytes: Buffer): Record<string, string>[] {
  const [header, ...lines] = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  const columns = header!.split(',');
  return lines.filter(Boolean).map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
}

export const seconds = (hms: string) => {
  const [h, m, s] = hms.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};
