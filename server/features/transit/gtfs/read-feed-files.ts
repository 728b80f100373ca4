import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import yauzl, { type ZipFile } from 'yauzl';
import { GtfsRefused } from './gtfs-refused';

/** The GTFS files we read; anything else in a feed (shapes, fares, pathways) is left unread. */
export const GTFS_FILES = [
  'agency.txt',
  'stops.txt',
  'routes.txt',
  'trips.txt',
  'stop_times.txt',
  'calendar.txt',
  'calendar_dates.txt',
  'frequencies.txt',
  'transfers.txt',
  'feed_info.txt',
] as const;
export type GtfsFileName = (typeof GTFS_FILES)[number];
export type FeedFiles = Map<GtfsFileName, Buffer>;

const WANTED = new Set<string>(GTFS_FILES);
/** A feed is downloaded whole into memory: the largest we know (Indian Railways) zips to 4 MB. */
const MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024;

/** Reads a feed's files from a directory, a .zip file or an http(s) URL of a .zip. */
export async function readFeedFiles(source: string): Promise<FeedFiles> {
  if (/^https?:\/\//i.test(source)) return readZip(source, await download(source));
  const info = await stat(source).catch(() => null);
  if (!info) throw new GtfsRefused(source, source, null, 'no such file or directory');
  if (info.isDirectory()) return readDirectory(source);
  return readZip(source, await readFile(source));
}

async function readDirectory(dir: string): Promise<FeedFiles> {
  const files: FeedFiles = new Map();
  for (const name of await readdir(dir)) {
    if (WANTED.has(name)) files.set(name as GtfsFileName, await readFile(join(dir, name)));
  }
  return files;
}

async function download(url: string): Promise<Buffer> {
  const reply = await fetch(url).catch((error: Error) => {
    throw new GtfsRefused(url, url, null, `could not be downloaded (${error.message})`);
  });
  if (!reply.ok) throw new GtfsRefused(url, url, null, `download answered HTTP ${reply.status}`);
  const bytes = Buffer.from(await reply.arrayBuffer());
  if (bytes.length > MAX_DOWNLOAD_BYTES) throw new GtfsRefused(url, url, null, 'larger than 200 MB');
  return bytes;
}

/** The wanted entries of a zip, at its top level or in one folder (some publishers zip the folder). */
async function readZip(name: string, bytes: Buffer): Promise<FeedFiles> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { autoClose: false, strictFileNames: false });
  } catch (error) {
    throw new GtfsRefused(name, name, null, `not a readable .zip (${(error as Error).message})`);
  }
  const files: FeedFiles = new Map();
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.startsWith('__MACOSX/') || entry.fileName.endsWith('/')) continue;
      const base = entry.fileName.slice(entry.fileName.lastIndexOf('/') + 1);
      if (!WANTED.has(base) || files.has(base as GtfsFileName)) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of (await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>) chunks.push(chunk);
      files.set(base as GtfsFileName, Buffer.concat(chunks));
    }
  } catch (error) {
    throw new GtfsRefused(name, name, null, `damaged .zip (${(error as Error).message})`);
  } finally {
    zip.close();
  }
  return files;
}
