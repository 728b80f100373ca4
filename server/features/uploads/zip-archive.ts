import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../errors/app-error';
import { tooLarge } from './multipart-files';

/*
 * A .zip upload (Google Takeout delivers the Semantic Location History folder as one) is written to a
 * temporary file first and then read with yauzl, through its central directory. Readers that unzip
 * while the bytes arrive must guess where an entry ends whenever the zip was written in one pass
 * (sizes in a trailing "data descriptor"), by searching the compressed bytes for a signature that can
 * occur in them by chance; the central directory is the one authoritative list of entries. Memory
 * stays bounded: the archive is on disk and each entry is inflated as a stream.
 */

/** Files Takeout puts beside the history that are not a history: skipped, not refused, in a zip. */
const COMPANIONS = new Set(['settings.json', 'timeline edits.json', 'encrypted backups.txt']);

export const NO_HISTORY_IN_ZIP =
  'This .zip holds no .json or .txt file. Upload the .zip of your Semantic Location History folder (or Records.json) from Google Takeout.';

export interface ListedZip {
  /** The name it was uploaded under. */
  name: string;
  zip: ZipFile;
  /** The .json and .txt entries, in the archive's order. */
  entries: Entry[];
  /** What reading the entries will inflate, from the central directory (checked while reading). */
  unzippedBytes: number;
}

/**
 * Opens a spooled archive and lists the entries that will be analysed: every .json and .txt file,
 * except folders, macOS metadata and Takeout's companion files. Refuses an archive that is damaged,
 * encrypted, holds no history, or unzips to more than the upload limit.
 */
export async function listZip(path: string, name: string, maxUnzippedBytes: number): Promise<ListedZip> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, { autoClose: false, strictFileNames: false });
  } catch (error) {
    throw unreadable(name, error);
  }
  try {
    const entries: Entry[] = [];
    let unzippedBytes = 0;
    for await (const entry of zip.eachEntry()) {
      if (!isHistoryCandidate(entry.fileName)) continue;
      if (entry.isEncrypted()) {
        throw new AppError('BAD_REQUEST', `“${name}” is password-protected. Upload an archive without a password.`);
      }
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw new AppError('BAD_REQUEST', `“${name}” uses a compression this server cannot read. Re-create the .zip.`);
      }
      entries.push(entry);
      unzippedBytes += entry.uncompressedSize;
      // The limit covers what is analysed, so a small archive cannot ask for unbounded work.
      if (unzippedBytes > maxUnzippedBytes) throw tooLarge(maxUnzippedBytes);
    }
    if (!entries.length) throw new AppError('BAD_REQUEST', NO_HISTORY_IN_ZIP);
    return { name, zip, entries, unzippedBytes };
  } catch (error) {
    zip.close();
    throw error instanceof AppError ? error : unreadable(name, error);
  }
}

/**
 * Reads every listed entry of every archive into the analysis, one file after another, and closes
 * the archives. `onBytes` gets the inflated bytes read so far and the total to read.
 */
export async function readZipEntries(
  zips: ListedZip[],
  feed: { expect(bytes: number): void; startFile(): void; push(chunk: Uint8Array): Promise<void> },
  onBytes: (read: number, total: number) => void,
): Promise<void> {
  const total = zips.reduce((sum, listed) => sum + listed.unzippedBytes, 0);
  feed.expect(total);
  let read = 0;
  try {
    for (const listed of zips) {
      for (const entry of listed.entries) {
        feed.startFile();
        for await (const chunk of inflated(listed, await openEntry(listed, entry))) {
          await feed.push(chunk);
          read += chunk.length;
          onBytes(read, total);
        }
      }
    }
  } finally {
    for (const listed of zips) listed.zip.close();
  }
}

/** An entry's chunks; anything going wrong while inflating means a damaged archive. */
async function* inflated(listed: ListedZip, stream: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) yield chunk;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(listed.name, error);
  }
}

/** The inflated bytes of one listed entry, as a stream (its size is checked by yauzl as it goes). */
async function openEntry(listed: ListedZip, entry: Entry): Promise<Readable> {
  try {
    return await listed.zip.openReadStreamPromise(entry);
  } catch (error) {
    throw unreadable(listed.name, error);
  }
}

/** An error met while reading an archive, told as a damaged archive. */
function unreadable(name: string, error: unknown): AppError {
  return new AppError(
    'BAD_REQUEST',
    `“${name}” is not a .zip archive that can be read (${(error as Error).message}). It may be damaged or incomplete: download it again.`,
    { cause: error },
  );
}

function isHistoryCandidate(fileName: string): boolean {
  if (fileName.endsWith('/') || fileName.startsWith('__MACOSX/')) return false;
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  if (base.startsWith('._') || COMPANIONS.has(base.toLowerCase())) return false;
  return /\.(json|txt)$/i.test(base);
}
