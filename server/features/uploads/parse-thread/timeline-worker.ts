import { parentPort } from 'node:worker_threads';
import { TimelineFormatError, TimelineReader } from '../../../../shared/domain/timeline/analyze-timeline';
import type { FromParseThread, ToParseThread } from './messages';

/*
 * The parse thread's entry (bundled as dist/server/timeline-worker.js). It reads uploads' bytes with
 * the same pure TimelineReader the main thread uses for small files, so a 1 GB history never holds
 * up other people's requests. Several readings may be open at once; each is independent.
 */
const port = parentPort;
if (!port) throw new Error('timeline-worker.ts runs as a worker thread');

const readings = new Map<number, TimelineReader>();
/** A reading that failed stays failed (later pushes are ignored) until the main thread closes it. */
const failed = new Set<number>();

function send(message: FromParseThread): void {
  port?.postMessage(message);
}

function fail(id: number, error: unknown): void {
  readings.delete(id);
  failed.add(id);
  const formatError = error instanceof TimelineFormatError;
  const message = error instanceof Error ? error.message : String(error);
  send({ op: 'failed', id, error: { formatError, message } });
}

port.on('message', (message: ToParseThread) => {
  const { id } = message;
  if (message.op === 'open') {
    readings.set(id, new TimelineReader());
    return;
  }
  if (message.op === 'close') {
    readings.delete(id);
    failed.delete(id);
    return;
  }
  const reader = readings.get(id);
  if (!reader) {
    // Failed already (the main thread was told), or closed: acknowledge so nothing waits on it.
    if (message.op === 'push' && failed.has(id)) send({ op: 'read', id, bytes: message.bytes.length });
    return;
  }
  try {
    if (message.op === 'push') {
      reader.push(message.bytes);
      send({ op: 'read', id, bytes: message.bytes.length });
    } else if (message.op === 'next-file') {
      reader.nextFile();
    } else {
      const reading = reader.finish();
      readings.delete(id);
      send({ op: 'finished', id, reading });
    }
  } catch (error) {
    if (message.op === 'push') send({ op: 'read', id, bytes: message.bytes.length });
    fail(id, error);
  }
});
