// A streaming splitter for large JSON documents. It never builds the whole document: it scans the
// UTF-8 bytes once, tracking nesting and strings, and hands the records of interest (elements of a
// top-level array such as `locations` or `semanticSegments`, or a small top-level object such as
// `userLocationProfile`) to JSON.parse. Consecutive records of one array are parsed together, one
// JSON.parse per chunk, which is what makes it fast. Memory stays at about one chunk whatever the
// file size. Pure: no Node APIs, so it also runs in a browser worker.
//
// Scanning bytes is safe for UTF-8: every byte of a multi-byte character is ≥ 0x80, so quotes,
// backslashes and brackets are never part of one.

export type RecordSource = 'root' | string;

export interface ScannerOptions {
  /** Keys of the root object whose array elements are records. */
  arrayKeys: ReadonlySet<string>;
  /** Keys of the root object whose whole (object) value is one record. */
  objectKeys: ReadonlySet<string>;
  onRecord(source: RecordSource, record: unknown): void;
  /** Largest single record accepted, in bytes (a guard against a runaway element). */
  maxRecordBytes?: number;
}

/** Two exports pasted into one file: each is whole, but together they are not one JSON document. */
export const SEVERAL_DOCUMENTS =
  'This file holds more than one JSON document, as when several exports are pasted together. ' +
  'Upload the month files as they are instead: choose several files at once, or the .zip of your Semantic Location History folder.';

export class TimelineFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimelineFormatError';
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const STRUCTURAL = new Uint8Array(256);
for (const c of [QUOTE, OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY]) STRUCTURAL[c] = 1;
const EMPTY = new Uint8Array(0);

export class JsonRecordScanner {
  private buffer: Uint8Array = EMPTY;
  private pos = 0;
  private depth = 0;
  private inString = false;
  /** The byte after the end of the buffer is escaped (the buffer ended inside a backslash run). */
  private escapeNext = false;
  private root: 'object' | 'array' | null = null;
  private sawContent = false;
  private keyStart = -1;
  private lastKey = '';
  private keyAtDepth1 = '';
  /** The open record: where it starts, at which depth it closes, and for which source. */
  private recordStart = -1;
  private recordDepth = 0;
  private recordSource: RecordSource = 'root';
  /** Finished records not yet parsed: bytes [batchStart, batchEnd) of the buffer. */
  private batchStart = -1;
  private batchEnd = -1;
  private batchSource: RecordSource = 'root';
  private readonly decoder = new TextDecoder();
  /** Keys of the root object, for telling other kinds of file apart. */
  readonly rootKeys = new Set<string>();

  constructor(private readonly options: ScannerOptions) {}

  get rootKind(): 'object' | 'array' | null {
    return this.root;
  }

  push(chunk: Uint8Array): void {
    if (!chunk.length) return;
    // The buffer holds only what the last scan still needed, so appending keeps indexes valid.
    if (this.buffer.length === this.pos && this.recordStart < 0 && this.keyStart < 0) {
      this.buffer = chunk;
      this.pos = 0;
    } else {
      const joined = new Uint8Array(this.buffer.length + chunk.length);
      joined.set(this.buffer);
      joined.set(chunk, this.buffer.length);
      this.buffer = joined;
    }
    this.scan();
    this.flushBatch();
    this.compact();
  }

  end(): void {
    this.flushBatch();
    if (!this.sawContent) throw new TimelineFormatError('The file is empty.');
    if (this.inString || this.depth !== 0) {
      throw new TimelineFormatError('The file ends in the middle of its JSON: it looks truncated. Export it again.');
    }
  }

  /** Drops bytes nothing refers to any more: everything before an open record or key. */
  private compact(): void {
    const keep = this.recordStart >= 0 ? this.recordStart : this.keyStart >= 0 ? this.keyStart : this.pos;
    if (keep > 0) {
      this.buffer = this.buffer.subarray(keep);
      this.pos -= keep;
      if (this.recordStart >= 0) this.recordStart -= keep;
      if (this.keyStart >= 0) this.keyStart -= keep;
    }
    const max = this.options.maxRecordBytes ?? 64 * 1024 * 1024;
    if (this.recordStart >= 0 && this.buffer.length - this.recordStart > max) {
      throw new TimelineFormatError('One entry of this file is larger than any location-history entry can be.');
    }
  }

  private scan(): void {
    const buf = this.buffer;
    const len = buf.length;
    let i = this.pos;
    while (i < len) {
      if (this.inString) {
        if (this.escapeNext) {
          this.escapeNext = false;
          i++;
          continue;
        }
        const quote = buf.indexOf(QUOTE, i);
        if (quote < 0) {
          this.escapeNext = endsInOddBackslashes(buf, i, len);
          i = len;
          break;
        }
        if (endsInOddBackslashes(buf, i, quote)) {
          i = quote + 1; // an escaped quote: still inside the string
          continue;
        }
        this.inString = false;
        if (this.keyStart >= 0) {
          this.lastKey = this.decoder.decode(buf.subarray(this.keyStart, quote));
          this.keyStart = -1;
        }
        i = quote + 1;
        continue;
      }
      // Outside strings only brackets and quotes matter; skip everything else in a tight loop.
      let c = buf[i]!;
      if (STRUCTURAL[c] === 0) {
        if (this.root === null) this.checkLeadingByte(c);
        i++;
        while (i < len && STRUCTURAL[buf[i]!] === 0) i++;
        if (i >= len) break;
        c = buf[i]!;
      }
      if (c === QUOTE) {
        this.inString = true;
        if (this.depth === 1 && this.root === 'object') this.keyStart = i + 1;
      } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        if (this.root === null) this.root = c === OPEN_OBJECT ? 'object' : 'array';
        else if (this.depth === 0) throw new TimelineFormatError(SEVERAL_DOCUMENTS);
        this.sawContent = true;
        this.depth++;
        this.openContainer(c, i);
      } else {
        if (this.depth === 0)
          throw new TimelineFormatError('The file is not valid JSON (an unexpected closing bracket).');
        if (this.recordStart >= 0 && this.depth === this.recordDepth) this.closeRecord(i + 1);
        this.depth--;
      }
      i++;
    }
    this.pos = i;
  }

  private checkLeadingByte(c: number): void {
    // Whitespace and a UTF-8 byte-order mark (EF BB BF) may precede the document; nothing else.
    const isSpace = c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
    if (!isSpace && c !== 0xef && c !== 0xbb && c !== 0xbf) {
      throw new TimelineFormatError('This file is not JSON. Upload the .json file from your Google export.');
    }
  }

  private openContainer(c: number, index: number): void {
    if (this.recordStart >= 0) return;
    if (this.root === 'array') {
      if (this.depth === 2 && c === OPEN_OBJECT) this.startRecord(index, 'root');
      return;
    }
    if (this.depth === 2) {
      this.keyAtDepth1 = this.lastKey;
      if (this.rootKeys.size < 64) this.rootKeys.add(this.lastKey);
      if (c === OPEN_OBJECT && this.options.objectKeys.has(this.keyAtDepth1)) this.startRecord(index, this.keyAtDepth1);
    } else if (this.depth === 3 && c === OPEN_OBJECT && this.options.arrayKeys.has(this.keyAtDepth1)) {
      this.startRecord(index, this.keyAtDepth1);
    }
  }

  private startRecord(index: number, source: RecordSource): void {
    if (this.batchStart >= 0 && source !== this.batchSource) this.flushBatch();
    this.recordStart = index;
    this.recordDepth = this.depth;
    this.recordSource = source;
  }

  private closeRecord(end: number): void {
    // Records of one array follow each other with only a comma and whitespace between them, so a
    // run of them is itself the inside of a JSON array: parsed in one go.
    if (this.batchStart < 0) {
      this.batchStart = this.recordStart;
      this.batchSource = this.recordSource;
    }
    this.batchEnd = end;
    this.recordStart = -1;
  }

  private flushBatch(): void {
    if (this.batchStart < 0) return;
    const text = this.decoder.decode(this.buffer.subarray(this.batchStart, this.batchEnd));
    const source = this.batchSource;
    this.batchStart = -1;
    let records: unknown[];
    try {
      records = JSON.parse(`[${text}]`) as unknown[];
    } catch {
      throw new TimelineFormatError('The file is not valid JSON: one of its entries cannot be read.');
    }
    for (const record of records) this.options.onRecord(source, record);
  }
}

/** Whether the bytes just before `end` (from `start`) are an odd run of backslashes. */
function endsInOddBackslashes(buf: Uint8Array, start: number, end: number): boolean {
  let run = 0;
  for (let j = end - 1; j >= start && buf[j] === BACKSLASH; j--) run++;
  return run % 2 === 1;
}
