import { Worker } from 'node:worker_threads';
import { TimelineFormatError, type TimelineReading } from '../../../../shared/domain/timeline/analyze-timeline';
import type { FromParseThread, ToParseThread } from './messages';

/** Bytes sent to the thread and not yet read: the upload waits (and TCP slows the sender) above it. */
const HIGH_WATER_BYTES = 8 * 1024 * 1024;
/** Chunks are gathered into messages of this size: one message (and one reply) per 64 KB socket read would cost more than the copy. */
const MESSAGE_BYTES = 1024 * 1024;
/** An idle thread is stopped after this long, giving its memory back. */
const IDLE_MS = 30_000;

/** One upload's reading, done in the parse thread. */
export interface RemoteReading {
  nextFile(): void;
  /** Resolves when the thread has room for more; rejects once the reading has failed. */
  push(chunk: Uint8Array): Promise<void>;
  finish(): Promise<TimelineReading>;
  /** Frees the reading in the thread (after finish, or when the upload is abandoned). */
  close(): void;
}

interface Pending {
  unread: number;
  error: Error | null;
  waiting: (() => void) | null;
  finished: { resolve(reading: TimelineReading): void; reject(error: Error): void } | null;
}

/**
 * The server's one parse thread, started when a large upload arrives and stopped when idle. Every
 * reading open in it is independent; if the thread dies, each fails (and the uploads get a 500),
 * and the next upload starts a new one.
 */
export class ParseThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;
  private idle: NodeJS.Timeout | null = null;

  constructor(private readonly spawn: () => Worker = spawnTimelineWorker) {}

  open(): RemoteReading {
    const worker = this.running();
    const id = ++this.lastId;
    const state: Pending = { unread: 0, error: null, waiting: null, finished: null };
    this.pending.set(id, state);
    this.post(worker, { op: 'open', id });
    // The bytes gathered for the next message: a copy of what arrived, moved (not copied again) to
    // the thread when sent.
    let batch = new Uint8Array(MESSAGE_BYTES);
    let filled = 0;
    const send = () => {
      if (!filled) return;
      const bytes = filled === batch.length ? batch : batch.slice(0, filled);
      state.unread += bytes.length;
      worker.postMessage({ op: 'push', id, bytes } satisfies ToParseThread, [bytes.buffer]);
      batch = new Uint8Array(MESSAGE_BYTES);
      filled = 0;
    };
    return {
      nextFile: () => {
        send();
        this.post(worker, { op: 'next-file', id });
      },
      push: async (chunk) => {
        if (state.error) throw state.error;
        for (let at = 0; at < chunk.length; ) {
          const take = Math.min(chunk.length - at, batch.length - filled);
          batch.set(chunk.subarray(at, at + take), filled);
          filled += take;
          at += take;
          if (filled === batch.length) send();
        }
        if (state.unread > HIGH_WATER_BYTES) await new Promise<void>((resolve) => (state.waiting = resolve));
        if (state.error) throw state.error;
      },
      finish: () =>
        new Promise<TimelineReading>((resolve, reject) => {
          if (state.error) return reject(state.error);
          send();
          state.finished = { resolve, reject };
          this.post(worker, { op: 'finish', id });
        }),
      close: () => {
        if (!this.pending.delete(id)) return;
        if (this.worker === worker) this.post(worker, { op: 'close', id });
        this.stopWhenIdle();
      },
    };
  }

  /** Stops the thread now (server shutdown); open readings fail. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.failAll(new Error('The server is shutting down.'));
    this.worker = null;
    await worker.terminate();
  }

  private running(): Worker {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    if (this.worker) return this.worker;
    const worker = this.spawn();
    worker.unref(); // the HTTP server keeps the process alive, not an idle parse thread
    worker.on('message', (message: FromParseThread) => this.receive(message));
    worker.on('error', (error) => this.died(worker, error));
    worker.on('exit', (code) => this.died(worker, new Error(`The parse thread exited (code ${code}).`)));
    this.worker = worker;
    return worker;
  }

  private post(worker: Worker, message: ToParseThread): void {
    worker.postMessage(message);
  }

  private receive(message: FromParseThread): void {
    const state = this.pending.get(message.id);
    if (!state) return;
    if (message.op === 'read') {
      state.unread -= message.bytes;
      if (state.unread <= HIGH_WATER_BYTES / 2) wake(state);
    } else if (message.op === 'finished') {
      state.finished?.resolve(message.reading);
    } else {
      const { formatError, message: text } = message.error;
      fail(state, formatError ? new TimelineFormatError(text) : new Error(text));
    }
  }

  private died(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.failAll(error);
  }

  private failAll(error: Error): void {
    for (const state of this.pending.values()) fail(state, error);
    this.pending.clear();
  }

  private stopWhenIdle(): void {
    if (this.pending.size || !this.worker || this.idle) return;
    const worker = this.worker;
    this.idle = setTimeout(() => {
      this.idle = null;
      if (this.worker !== worker || this.pending.size) return;
      this.worker = null;
      void worker.terminate();
    }, IDLE_MS);
    this.idle.unref();
  }
}

function wake(state: Pending): void {
  const waiting = state.waiting;
  state.waiting = null;
  waiting?.();
}

function fail(state: Pending, error: Error): void {
  if (state.error) return;
  state.error = error;
  wake(state);
  state.finished?.reject(error);
}

/**
 * The worker's entry: beside the bundle in production (dist/server/timeline-worker.js); from the
 * source tree through tsx in development and tests, where this module is itself TypeScript.
 */
function spawnTimelineWorker(): Worker {
  // What a reading keeps is small and bounded (counts, places, at most 500,000 remembered repeats:
  // tens of megabytes); without a limit V8 lets the heap of a 1 GB read grow past 150 MB of garbage
  // before it collects. A reading that truly needed more fails its upload, not the server.
  const resourceLimits = { maxOldGenerationSizeMb: 128 };
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./timeline-worker.js', here), { resourceLimits });
  const entry = JSON.stringify(new URL('./timeline-worker.ts', here).href);
  return new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${entry}, ${entry}))`, {
    eval: true,
    resourceLimits,
  });
}
