import { TimelineReader, type TimelineReading } from '../../../shared/domain/timeline/analyze-timeline';
import { ParseThread, type RemoteReading } from './parse-thread/parse-thread';

/** One parse thread per process, started by the first large upload (docs/timeline.md). */
let sharedThread: ParseThread | null = null;
export function parseThread(): ParseThread {
  sharedThread ??= new ParseThread();
  return sharedThread;
}

/**
 * The files of one upload (its parts, and the entries of its archives) fed to one reading: each file
 * after the first is started with startFile(), which also checks that the one before it was a
 * location history.
 *
 * Where the bytes are read is decided when the first file starts: a small upload in this thread (a
 * message round trip would cost more than the reading), one expected to reach `inThreadFrom` bytes in
 * the parse thread, so that other people's requests are not held up while it is read.
 */
export class AnalyzerFeed {
  private files = 0;
  private expected = 0;
  private reader: TimelineReader | null = null;
  private remote: RemoteReading | null = null;

  constructor(
    private readonly inThreadFrom: number,
    private readonly thread: () => ParseThread = parseThread,
  ) {}

  /** How many bytes the coming files may hold (null: unknown, so perhaps many). */
  expect(bytes: number | null): void {
    this.expected = Math.max(this.expected, bytes ?? Number.POSITIVE_INFINITY);
  }

  /** Where this upload is read (for tests). */
  get where(): 'here' | 'parse thread' | 'not started' {
    return this.remote ? 'parse thread' : this.reader ? 'here' : 'not started';
  }

  startFile(): void {
    if (this.files++ > 0) {
      this.remote?.nextFile();
      this.reader?.nextFile();
      return;
    }
    if (this.expected >= this.inThreadFrom) this.remote = this.thread().open();
    else this.reader = new TimelineReader();
  }

  async push(chunk: Uint8Array): Promise<void> {
    if (this.remote) return this.remote.push(chunk);
    this.reader?.push(chunk);
  }

  async end(): Promise<TimelineReading> {
    if (this.remote) return this.remote.finish();
    // No file started (only empty archives): the reader explains what to upload.
    this.reader ??= new TimelineReader();
    return this.reader.finish();
  }

  /** Frees the reading in the parse thread, whatever became of the upload. */
  close(): void {
    this.remote?.close();
  }
}
