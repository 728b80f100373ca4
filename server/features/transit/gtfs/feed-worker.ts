import { parentPort } from 'node:worker_threads';
import { GtfsRefused } from './gtfs-refused';
import { type FeedManifest, parseFeed } from './parse-feed';
import { readFeedFiles } from './read-feed-files';

// Reads and validates one feed off the main thread (parse-in-worker.ts): csv-parse is synchronous,
// and Ahmedabad's 575,576 stop_times would hold a starting server's requests for ten seconds.
parentPort?.once('message', async (job: { source: string; manifest: FeedManifest }) => {
  try {
    const feed = parseFeed(await readFeedFiles(job.source), job.manifest);
    const st = feed.stopTimes;
    // Int32Array.from makes plain ArrayBuffers: moved to the main thread, not copied.
    const buffers = [st.trip, st.stop, st.arrival, st.departure].map((a) => a.buffer as ArrayBuffer);
    parentPort?.postMessage({ feed }, buffers);
  } catch (error) {
    if (error instanceof GtfsRefused) {
      parentPort?.postMessage({
        refused: { feed: error.feed, file: error.file, line: error.line, reason: error.reason },
      });
    } else parentPort?.postMessage({ failed: (error as Error).message });
  }
});
