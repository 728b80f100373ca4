import type { Logger } from 'pino';
import type { OverpassClient } from './overpass-client';

/**
 * Whether Overpass answers, for OpenStreetMap chosen by default (no PLACES_PROVIDER): checked once at
 * start, then every `intervalMs` while it fails, and again at once when a search finds it failing.
 * Until the first check answers, the curated places serve.
 */
export interface OverpassAvailability {
  readonly reachable: boolean;
  /** Runs the first check in the background. */
  start(): void;
  /** A search failed: check again now (without waiting for it). */
  recheck(): void;
  stop(): void;
  /** Resolves when the check in progress (if any) ends: for tests and the start-up log. */
  settled(): Promise<void>;
}

export function createOverpassAvailability(options: {
  client: OverpassClient;
  intervalMs: number;
  logger: Logger;
}): OverpassAvailability {
  let reachable = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> | null = null;

  function check() {
    if (stopped || checking) return;
    clearTimeout(timer);
    checking = options.client
      .probe()
      .then((answered) => {
        if (answered !== reachable) {
          options.logger.info(
            answered
              ? 'Overpass answers: places come from OpenStreetMap with the curated ones'
              : "Overpass does not answer: places come from Basera's curated list until it does",
          );
        }
        reachable = answered;
        if (!answered && !stopped) timer = setTimeout(check, options.intervalMs).unref();
      })
      .finally(() => {
        checking = null;
      });
  }

  return {
    get reachable() {
      return reachable;
    },
    start: check,
    recheck: check,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    async settled() {
      await checking;
    },
  };
}
