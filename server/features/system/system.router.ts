import { healthResponse, heartbeatEvent } from '../../../shared/contracts/system';
import { publicProcedure, router } from '../../trpc/trpc';

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export const systemRouter = router({
  /** Liveness, and the trivial baseline the benchmarks compare real procedures against. */
  health: publicProcedure
    .meta({ access: 'public' })
    .output(healthResponse)
    .query(() => ({ status: 'ok' as const, time: new Date().toISOString() })),

  /** A tick every `intervalMs` over the WebSocket: proves the subscription path end to end. */
  heartbeat: publicProcedure.meta({ access: 'public', effect: 'none' }).subscription(async function* ({ signal }) {
    while (!signal?.aborted) {
      yield heartbeatEvent.parse({ time: new Date().toISOString() });
      await sleep(5000, signal);
    }
  }),
});
