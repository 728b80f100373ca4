import { TimelineAccumulator, type TimelineStats } from './accumulate';
import { deriveInsights, type PlaceNamer, type TimelineInsights } from './derive-insights';
import { JsonRecordScanner, TimelineFormatError } from './json-record-scanner';
import { createZoneOffsets, type OffsetAt } from './local-time';
import { fromLocationProfile, fromOnDeviceSegment, fromRecordsLocation, fromSemanticObject } from './normalize';

export type TimelineFormat = 'records' | 'semantic' | 'on-device-android' | 'on-device-ios';

const encoder = new TextEncoder();
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;

/** The first byte that is not whitespace or part of a UTF-8 byte-order mark. */
function firstMeaningfulByte(chunks: Uint8Array[]): number | undefined {
  for (const chunk of chunks) {
    for (const byte of chunk) {
      if (
        byte !== 0x20 &&
        byte !== 0x0a &&
        byte !== 0x0d &&
        byte !== 0x09 &&
        byte !== 0xef &&
        byte !== 0xbb &&
        byte !== 0xbf
      ) {
        return byte;
      }
    }
  }
  return undefined;
}

const ARRAY_KEYS = new Set(['locations', 'timelineObjects', 'semanticSegments']);
const OBJECT_KEYS = new Set(['userLocationProfile']);

const NOT_HISTORY: [string, string][] = [
  ['timelineEdits', 'This is “Timeline Edits.json”, your edits to the timeline, not the history itself.'],
  ['deviceSettings', 'This is “Settings.json”, your Location History settings, not the history itself.'],
];
const WHAT_TO_UPLOAD =
  'Upload Records.json or a Semantic Location History month file from Google Takeout, or the Timeline.json / location-history.json exported from Google Maps on your phone.';

export { TimelineFormatError };

/** What reading a whole upload gives: its format and the counts the insights are derived from. */
export interface TimelineReading {
  format: TimelineFormat;
  stats: TimelineStats;
}

/**
 * Streams a location-history export of any of Google's formats through the scanner and reduces it
 * to plain counts. Feed text with push() as it arrives; finish() validates and returns the counts.
 * Pure, and needs nothing but the bytes, so it can run in a worker thread (server/features/uploads).
 */
export class TimelineReader {
  private readonly accumulator: TimelineAccumulator;
  private scanner: JsonRecordScanner;
  private sources = new Set<string>();
  /** The format of each file read so far (several month files may make one upload). */
  private readonly formats: TimelineFormat[] = [];
  private head: Uint8Array[] = [];
  private headBytes = 0;
  private headDone = false;

  /** `offsetAt`: local time for timestamps without an offset (tests may fix it; by default the zone map). */
  constructor(offsetAt: OffsetAt = createZoneOffsets()) {
    this.accumulator = new TimelineAccumulator(offsetAt);
    this.scanner = this.newScanner();
  }

  private newScanner(): JsonRecordScanner {
    return new JsonRecordScanner({
      arrayKeys: ARRAY_KEYS,
      objectKeys: OBJECT_KEYS,
      onRecord: (source, record) => this.onRecord(source, record),
    });
  }

  /**
   * Ends the file being read (checking it is a location history) and starts the next one of the
   * same upload: several month files, or the files of a .zip, make one analysis.
   */
  nextFile(): void {
    this.finishFile();
    this.scanner = this.newScanner();
    this.sources = new Set();
    this.head = [];
    this.headBytes = 0;
    this.headDone = false;
  }

  private finishFile(): void {
    if (!this.headDone) this.releaseHead();
    this.scanner.end();
    const keys = this.scanner.rootKeys;
    const format = this.format();
    if (!format) {
      const known = NOT_HISTORY.find(([key]) => keys.has(key));
      throw new TimelineFormatError(
        `${known?.[1] ?? 'This JSON is not a Google location-history export.'} ${WHAT_TO_UPLOAD}`,
      );
    }
    this.formats.push(format);
  }

  /** Feeds the next piece of the file: bytes as they arrive (or text, which is encoded). */
  push(chunk: Uint8Array | string): void {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    if (this.headDone) {
      this.scanner.push(bytes);
      return;
    }
    // Hold the start back until it shows whether this is JSON at all: a .txt upload may be
    // Takeout's “Encrypted Backups.txt” notice, which deserves its own explanation.
    this.head.push(bytes);
    this.headBytes += bytes.length;
    const start = firstMeaningfulByte(this.head);
    if (start !== undefined && (start === OPEN_OBJECT || start === OPEN_ARRAY || this.headBytes >= 4096))
      this.releaseHead();
  }

  private releaseHead(): void {
    this.headDone = true;
    const head = this.head;
    this.head = [];
    const start = firstMeaningfulByte(head);
    if (start !== undefined && start !== OPEN_OBJECT && start !== OPEN_ARRAY) {
      // One decoder across the pieces, so a character split between two of them stays whole.
      const decoder = new TextDecoder();
      const text = head.map((b) => decoder.decode(b, { stream: true })).join('') + decoder.decode();
      if (/encrypted/i.test(text) && /backup/i.test(text)) {
        throw new TimelineFormatError(
          'This is “Encrypted Backups.txt”: your timeline is stored encrypted on your phone, so Takeout cannot include it. ' +
            'Open Google Maps on your phone → Settings → Location & privacy → Export Timeline data, and upload that file.',
        );
      }
    }
    for (const bytes of head) this.scanner.push(bytes);
  }

  finish(): TimelineReading {
    this.finishFile();
    const stats = this.accumulator.finish();
    if (stats.events === 0) throw new TimelineFormatError(`This export holds no places or trips. ${WHAT_TO_UPLOAD}`);
    return { format: commonest(this.formats), stats };
  }

  private format(): TimelineFormat | undefined {
    if (this.scanner.rootKind === 'array') return this.sources.has('root') ? 'on-device-ios' : undefined;
    const has = (key: string) => this.sources.has(key) || this.scanner.rootKeys.has(key);
    if (has('locations')) return 'records';
    if (has('timelineObjects')) return 'semantic';
    if (has('semanticSegments') || has('userLocationProfile') || has('rawSignals')) return 'on-device-android';
    return undefined;
  }

  private onRecord(source: string, record: unknown): void {
    this.sources.add(source);
    this.accumulator.countRecord();
    const events =
      source === 'locations'
        ? fromRecordsLocation(record)
        : source === 'timelineObjects'
          ? fromSemanticObject(record)
          : source === 'userLocationProfile'
            ? fromLocationProfile(record)
            : fromOnDeviceSegment(record); // semanticSegments, and iOS's top-level array
    for (const event of events) this.accumulator.add(event);
  }
}

/** The format most files had (ties by name): not the first file's, which depends on their order. */
function commonest(formats: TimelineFormat[]): TimelineFormat {
  const count = (f: TimelineFormat) => formats.filter((g) => g === f).length;
  return [...new Set(formats)].sort((a, b) => count(b) - count(a) || (a < b ? -1 : 1))[0]!;
}

/** The reader with a place namer: end() reads, then derives the insights. */
export class TimelineAnalyzer extends TimelineReader {
  constructor(
    private readonly namer: PlaceNamer,
    offsetAt?: OffsetAt,
  ) {
    super(offsetAt);
  }

  end(): { format: TimelineFormat; insights: TimelineInsights } {
    return analysedFrom(this.finish(), this.namer);
  }
}

/** A reading's insights, with its places named. */
export function analysedFrom(
  { format, stats }: TimelineReading,
  namer: PlaceNamer,
): { format: TimelineFormat; insights: TimelineInsights } {
  return { format, insights: deriveInsights(stats, namer) };
}
