import type { Readable } from 'node:stream';
import { TimelineAnalyzer, TimelineFormatError } from '../../../shared/domain/timeline/analyze-timeline';
import type { PlaceNamer } from '../../../shared/domain/timeline/derive-insights';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const GZIP_MAGIC = [0x1f, 0x8b];

export interface StreamAnalysis {
  analysis: ReturnType<TimelineAnalyzer['end']>;
  /** The file's bytes, only when asked to keep them (and within the limit). */
  kept: Uint8Array | null;
}

/**
 * Feeds an upload's byte stream through the pure TimelineAnalyzer as it arrives: the file is never
 * held in memory (unless the user asked to keep it and it is small enough to encrypt in memory).
 */
export async function analyzeStream(
  stream: Readable,
  options: { namer: PlaceNamer; keepUpTo: number | null; onBytes?(bytes: number): void },
): Promise<StreamAnalysis> {
  const analyzer = new TimelineAnalyzer(options.namer);
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let keep = options.keepUpTo !== null;
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (bytes === 0) rejectArchives(chunk);
    bytes += chunk.length;
    if (keep) {
      keptBytes += chunk.length;
      if (keptBytes > (options.keepUpTo ?? 0)) {
        keep = false;
        kept.length = 0;
      } else kept.push(chunk);
    }
    analyzer.push(chunk);
    options.onBytes?.(bytes);
  }
  return { analysis: analyzer.end(), kept: keep ? new Uint8Array(Buffer.concat(kept)) : null };
}

function rejectArchives(head: Buffer): void {
  const starts = (magic: number[]) => magic.every((byte, i) => head[i] === byte);
  if (starts(ZIP_MAGIC) || starts(GZIP_MAGIC)) {
    throw new TimelineFormatError(
      'This is a compressed archive. Unzip your Google Takeout download and upload the .json file inside it (for example Records.json).',
    );
  }
}
