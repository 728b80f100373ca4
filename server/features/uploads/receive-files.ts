import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TimelineFormatError } from '../../../shared/domain/timeline/analyze-timeline';
import { AppError } from '../../errors/app-error';
import type { AnalyzerFeed } from './analyzer-feed';
import { tooLarge, type UploadPart } from './multipart-files';
import { type ListedZip, listZip } from './zip-archive';

const WRONG_TYPE = 'Please select a valid JSON or TXT file from Google Takeout'; // spec §5
const NO_FILE = 'Please select a file first.'; // spec §5
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];
const GZIP_MAGIC = [0x1f, 0x8b];

/** The one file of a single-file upload, ready to be kept; or why nothing can be kept. */
export type Keepable =
  | { kind: 'file'; name: string; bytes: number; read(): Promise<Uint8Array> }
  | { kind: 'too-large' }
  | { kind: 'several-files' };

export interface ReceivedFiles {
  /** The archives among the files, listed and waiting to be read (after the copy is kept). */
  zips: ListedZip[];
  /** Null when the person did not ask to keep the file. */
  keepable: Keepable | null;
}

export interface ReceiveOptions {
  /** Where archives are written while they are read, made when first asked for; the caller removes it. */
  workDir(): Promise<string>;
  maxBytes: number;
  /** Asked when the first file arrives: the keep limit when the person asked to keep it, else null. */
  keepUpTo(): number | null;
  onBytes(received: number): void;
}

/**
 * Reads every file of the upload as it arrives: .json and .txt files stream straight into the
 * analysis, archives are written to `workDir` and listed (their entries are read later). The total of
 * all files is held to the upload limit. Only a single file can be kept, held in memory (JSON) or
 * on disk (zip) up to the keep limit, exactly as it was uploaded.
 */
export async function receiveFiles(
  parts: AsyncIterable<UploadPart>,
  feed: AnalyzerFeed,
  options: ReceiveOptions,
): Promise<ReceivedFiles> {
  const zips: ListedZip[] = [];
  let count = 0;
  let received = 0;
  let keepUpTo: number | null = null;
  let keepable: Keepable | null = null;
  try {
    for await (const part of parts) {
      count += 1;
      if (count === 1) keepUpTo = options.keepUpTo();
      // Several files make one analysis but have no one original to keep (docs/timeline.md).
      else if (keepUpTo !== null) keepable = { kind: 'several-files' };
      const keepThis = count === 1 ? keepUpTo : null;
      if (!/\.(json|txt|zip)$/i.test(part.fileName)) throw new AppError('BAD_REQUEST', WRONG_TYPE);
      const chunks = counted(part.stream, (bytes) => {
        received += bytes;
        if (received > options.maxBytes) throw tooLarge(options.maxBytes);
        options.onBytes(received);
      });
      const first = await chunks.next();
      const head: Buffer = first.done ? Buffer.alloc(0) : first.value;
      if (startsWith(head, ZIP_MAGIC) || startsWith(head, EMPTY_ZIP_MAGIC) || /\.zip$/i.test(part.fileName)) {
        const path = join(await options.workDir(), `${count}.zip`);
        const bytes = await spool(head, chunks, path);
        zips.push(await listZip(path, part.fileName, options.maxBytes));
        if (keepThis !== null) keepable = keepableOf(part.fileName, bytes, keepThis, () => readFile(path));
      } else {
        if (startsWith(head, GZIP_MAGIC)) {
          throw new TimelineFormatError(
            'This is a gzip-compressed file. Upload the .zip from Google Takeout, or the .json file inside it.',
          );
        }
        feed.startFile();
        const kept = await analyse(part.fileName, head, chunks, feed, keepThis);
        if (keepThis !== null) keepable = kept;
      }
    }
  } catch (error) {
    for (const listed of zips) listed.zip.close();
    throw error;
  }
  if (!count) throw new AppError('BAD_REQUEST', NO_FILE);
  return { zips, keepable };
}

async function analyse(
  name: string,
  head: Buffer,
  chunks: AsyncGenerator<Buffer>,
  feed: AnalyzerFeed,
  keepUpTo: number | null,
): Promise<Keepable | null> {
  // Held only while it may still be kept: the first file of an upload, within the keep limit.
  let kept: Buffer[] | null = keepUpTo === null ? null : [];
  let bytes = 0;
  for (let chunk = head; ; ) {
    bytes += chunk.length;
    if (kept && bytes > (keepUpTo ?? 0)) kept = null;
    kept?.push(chunk);
    await feed.push(chunk);
    const next = await chunks.next();
    if (next.done) break;
    chunk = next.value;
  }
  if (keepUpTo === null) return null;
  if (!kept) return { kind: 'too-large' };
  const whole = kept;
  return { kind: 'file', name, bytes, read: async () => new Uint8Array(Buffer.concat(whole)) };
}

function keepableOf(name: string, bytes: number, keepUpTo: number, read: () => Promise<Buffer>): Keepable {
  if (bytes > keepUpTo) return { kind: 'too-large' };
  return { kind: 'file', name, bytes, read: async () => new Uint8Array(await read()) };
}

async function spool(head: Buffer, rest: AsyncGenerator<Buffer>, path: string): Promise<number> {
  let bytes = 0;
  async function* all() {
    bytes += head.length;
    yield head;
    for await (const chunk of rest) {
      bytes += chunk.length;
      yield chunk;
    }
  }
  await pipeline(all, createWriteStream(path, { mode: 0o600 }));
  return bytes;
}

/** The stream's chunks, each reported (and checked against the limit) before it is used. */
async function* counted(stream: Readable, onChunk: (bytes: number) => void): AsyncGenerator<Buffer> {
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    onChunk(chunk.length);
    yield chunk;
  }
}

function startsWith(head: Buffer, magic: number[]): boolean {
  return magic.every((byte, i) => head[i] === byte);
}
