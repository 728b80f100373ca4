// Preloaded into the server under test (node --import) by tests/load/big-upload.ts: measures the
// main thread's event-loop delay. SIGUSR2 writes what was seen since the last signal to
// BASERA_EVENT_LOOP_FILE as JSON (milliseconds) and starts afresh. Not part of the product.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

if (isMainThread && process.env.BASERA_EVENT_LOOP_FILE) {
  const file = process.env.BASERA_EVENT_LOOP_FILE;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    writeFileSync(
      file,
      JSON.stringify({
        p50: ms(delay.percentile(50)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
        samples: delay.count,
      }),
    );
    delay.reset();
  });
}
