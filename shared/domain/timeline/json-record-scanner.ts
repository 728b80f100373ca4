// A streaming splitter for large JSON documents. It never builds the whole document: it scans the
// text once, tracking nesting and strings, and hands each record of interest (an element of a
// top-level array such as `locations` or `semanticSegments`, or a small top-level object such as
// `userLocationProfile`) to JSON.parse on its own. Memory stays at one record plus one chunk,
// whatever the file size. Pure: no Node APIs, so it also runs in a browser worker.

export type RecordSource = 'root' | string;

export interface ScannerOptions {
  /** Keys of the root object whose array elements are records. */
  arrayKeys: ReadonlySet<string>;
  /** Keys of the root object whose whole (object) value is one record. */
  objectKeys: ReadonlySet<string>;
  onRecord(source: RecordSource, record: unknown): void;
  /** Largest single record accepted, in characters (a guard against a runaway element). */
  maxRecordChars?: number;
}

export class TimelineFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimelineFormatError';
  }
}

const QUOTE = 34;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const STRUCTURAL = /["{}[\]]/g;

export class JsonRecordScanner {
  private buffer = '';
  private pos = 0;
  private depth = 0;
  private inString = false;
  private root: 'object' | 'array' | null = null;
  private sawContent = false;
  private stringStart = -1;
  private lastString = '';
  private keyAtDepth1 = '';
  private recordStart = -1;
  private recordDepth = 0;
  private recordSource: RecordSource = 'root';
  private nextBackslash = -1;
  private consumedChars = 0;
  /** Keys of the root object, for telling other kinds of file apart. */
  readonly rootKeys = new Set<string>();
  records = 0;

  constructor(private readonly options: ScannerOptions) {}

  get rootKind(): 'object' | 'array' | null {
    return this.root;
  }

  push(chunk: string): void {
    if (!chunk) return;
    // The buffer holds only what the last scan still needed (an open record or key), so appending
    // keeps every index valid.
    this.buffer += chunk;
    this.nextBackslash = -1;
    this.scan();
    // Drop what is no longer needed: everything before an open record or an open key string.
    const keep =
      this.recordStart >= 0 ? this.recordStart : this.inString && this.stringStart >= 0 ? this.stringStart : this.pos;
    if (keep > 0) {
      this.buffer = this.buffer.slice(keep);
      this.consumedChars += keep;
      this.pos -= keep;
      if (this.recordStart >= 0) this.recordStart -= keep;
      if (this.stringStart >= 0) this.stringStart -= keep;
      this.nextBackslash = -1;
    }
    const max = this.options.maxRecordChars ?? 64 * 1024 * 1024;
    if (this.recordStart >= 0 && this.buffer.length - this.recordStart > max) {
      throw new TimelineFormatError('One entry of this file is larger than any location-history entry can be.');
    }
  }

  end(): void {
    if (!this.sawContent) throw new TimelineFormatError('The file is empty.');
    if (this.inString || this.depth !== 0) {
      throw new TimelineFormatError('The file ends in the middle of its JSON: it looks truncated. Export it again.');
    }
  }

  private scan(): void {
    const buf = this.buffer;
    const len = buf.length;
    let i = this.pos;
    while (i < len) {
      if (this.inString) {
        const quote = buf.indexOf('"', i);
        if (this.nextBackslash < i && this.nextBackslash !== -2) {
          this.nextBackslash = buf.indexOf('\\', i);
          if (this.nextBackslash === -1) this.nextBackslash = -2; // none left in this buffer
        }
        const slash = this.nextBackslash;
        if (slash >= 0 && (quote === -1 || slash < quote)) {
          if (slash + 1 >= len) {
            // The escaped character is in the next chunk: resume at the backslash then.
            i = slash;
            break;
          }
          i = slash + 2;
          continue;
        }
        if (quote === -1) {
          i = len;
          break;
        }
        this.inString = false;
        if (this.depth === 1 && this.root === 'object' && this.stringStart >= 0) {
          this.lastString = buf.slice(this.stringStart, quote);
        }
        this.stringStart = -1;
        i = quote + 1;
        continue;
      }
      let c = buf.charCodeAt(i);
      if (
        this.root !== null &&
        c !== QUOTE &&
        c !== OPEN_OBJECT &&
        c !== OPEN_ARRAY &&
        c !== CLOSE_OBJECT &&
        c !== CLOSE_ARRAY
      ) {
        // Numbers, literals, commas and whitespace mean nothing here: jump to the next structural
        // character with the (native) regex engine instead of looking at each one.
        STRUCTURAL.lastIndex = i;
        const next = STRUCTURAL.exec(buf);
        if (!next) {
          i = len;
          break;
        }
        i = next.index;
        c = buf.charCodeAt(i);
      }
      if (c === QUOTE) {
        this.inString = true;
        this.stringStart = this.depth === 1 ? i + 1 : -1;
      } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        if (this.root === null) this.root = c === OPEN_OBJECT ? 'object' : 'array';
        this.sawContent = true;
        this.depth++;
        this.openContainer(c, i);
      } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        if (this.depth === 0)
          throw new TimelineFormatError('The file is not valid JSON (an unexpected closing bracket).');
        if (this.recordStart >= 0 && this.depth === this.recordDepth) {
          this.emit(buf.slice(this.recordStart, i + 1));
          this.recordStart = -1;
        }
        this.depth--;
      } else if (this.root === null && c > 32 && c !== 0xfeff) {
        throw new TimelineFormatError('This file is not JSON. Upload the .json file from your Google export.');
      }
      i++;
    }
    this.pos = i;
  }

  private openContainer(c: number, index: number): void {
    if (this.recordStart >= 0) return;
    if (this.root === 'array') {
      if (this.depth === 2 && c === OPEN_OBJECT) this.startRecord(index, 'root');
      return;
    }
    if (this.depth === 2) {
      this.keyAtDepth1 = this.lastString;
      if (this.rootKeys.size < 64) this.rootKeys.add(this.lastString);
      if (c === OPEN_OBJECT && this.options.objectKeys.has(this.keyAtDepth1)) this.startRecord(index, this.keyAtDepth1);
    } else if (this.depth === 3 && c === OPEN_OBJECT && this.options.arrayKeys.has(this.keyAtDepth1)) {
      this.startRecord(index, this.keyAtDepth1);
    }
  }

  private startRecord(index: number, source: RecordSource): void {
    this.recordStart = index;
    this.recordDepth = this.depth;
    this.recordSource = source;
  }

  private emit(text: string): void {
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch {
      throw new TimelineFormatError('The file is not valid JSON: one of its entries cannot be read.');
    }
    this.records++;
    this.options.onRecord(this.recordSource, record);
  }

  /** Characters scanned so far, for progress. */
  get scannedChars(): number {
    return this.consumedChars + this.pos;
  }
}
