import { Worker } from 'node:worker_threads';
import type { GtfsFeed } from '../../../../shared/domain/transit/feed';
import { GtfsRefused } from './gtfs-refused';
import type { FeedManifest } from './parse-feed';

type Reply =
  | { feed: GtfsFeed }
  | { refused: { feed: string; file: string; line: number | null; reason: string } }
  | { failed: string };

/**
 * parseFeed(readFeedFiles(source)) in a worker thread, so the server keeps answering meanwhile. An
 * abort (the server stopping) ends the worker at once.
 */
export function parseFeedInWorker(source: string, manifest: FeedManifest, signal?: AbortSignal): Promise<GtfsFeed> {
  signal?.throwIfAborted();
  const worker = spawnFeedWorker();
  return new Promise<GtfsFeed>((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    worker.once('message', (reply: Reply) => {
      if ('feed' in reply) resolve(reply.feed);
      else if ('refused' in reply)
        reject(new GtfsRefused(reply.refused.feed, reply.refused.file, reply.refused.line, reply.refused.reason));
      else reject(new Error(reply.failed));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the feed worker stopped (${code})`)));
    worker.postMessage({ source, manifest });
  }).finally(() => void worker.terminate());
}

/** Beside the bundle in production (dist/server/feed-worker.js); through tsx from the source tree. */
function spawnFeedWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./feed-worker.js', here));
  const entry = JSON.stringify(new URL('./feed-worker.ts', here).href);
  return new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${entry}, ${entry}))`, { eval: true });
}
