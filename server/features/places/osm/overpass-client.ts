import type { OverpassElement } from '../../../../shared/contracts/overpass';
import { elementsOf } from './overpass-query';

// Overpass is a shared public service with a fair-use policy
// (https://dev.overpass-api.de/overpass-doc/en/preface/commons.html): one request at a time per
// server, a User-Agent that names us, and when it says it is overloaded (429, 504) we back off
// instead of asking again. While backing off, a search is refused at once and the curated places
// answer; a background job simply waits for its next turn.

export interface OverpassClient {
  /** Runs one query: queued behind any other, spaced `minIntervalMs` apart; refused at once while backing off. */
  run(query: string, options?: { timeoutMs?: number }): Promise<OverpassElement[]>;
  /** Whether Overpass answers a trivial query now. */
  probe(): Promise<boolean>;
  /** When the back-off ends (ms since the epoch), or 0. */
  readonly pausedUntil: number;
}

/** Overpass did not answer, answered with an error, or is being left alone for a while. */
export class OverpassError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OverpassError';
  }
}

const FIRST_BACKOFF_MS = 15_000;
const MAX_BACKOFF_MS = 10 * 60_000;

export function createOverpassClient(options: {
  url: string;
  userAgent: string;
  timeoutMs: number;
  /** The least time between the start of two requests. */
  minIntervalMs: number;
  now?: () => number;
}): OverpassClient {
  const now = options.now ?? Date.now;
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;
  let lastStart = 0;
  let pausedUntil = 0;
  let backoffMs = FIRST_BACKOFF_MS;

  function backOff(retryAfterS: number | null) {
    const wait = retryAfterS !== null ? Math.min(retryAfterS * 1000, MAX_BACKOFF_MS) : backoffMs;
    pausedUntil = now() + wait;
    backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
  }

  async function request(query: string, timeoutMs: number): Promise<OverpassElement[]> {
    const wait = lastStart + options.minIntervalMs - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (now() < pausedUntil) throw new OverpassError('Overpass asked us to wait', true);
    lastStart = now();
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': options.userAgent },
        body: new URLSearchParams({ data: query }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new OverpassError('Overpass did not answer', true, { cause: error });
    }
    if (response.status === 429 || response.status === 504) {
      const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
      backOff(Number.isFinite(retryAfter) ? retryAfter : null);
      await response.body?.cancel();
      throw new OverpassError(`Overpass is overloaded (HTTP ${response.status})`, true);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new OverpassError(`Overpass answered HTTP ${response.status}`, true);
    }
    try {
      const elements = elementsOf(await response.json());
      backoffMs = FIRST_BACKOFF_MS;
      return elements;
    } catch (error) {
      throw new OverpassError('Overpass answered something we could not read', true, { cause: error });
    }
  }

  function run(query: string, runOptions: { timeoutMs?: number } = {}): Promise<OverpassElement[]> {
    if (now() < pausedUntil) return Promise.reject(new OverpassError('Overpass asked us to wait', true));
    const timeoutMs = runOptions.timeoutMs ?? options.timeoutMs;
    // A search that would only wait its turn past its own timeout is refused now, not later.
    const turn = Math.max(0, lastStart + options.minIntervalMs - now()) + queued * options.minIntervalMs;
    if (turn > timeoutMs) {
      return Promise.reject(new OverpassError('Overpass is busy with our other searches', true));
    }
    queued++;
    const result = tail.then(() => request(query, timeoutMs)).finally(() => queued--);
    tail = result.catch(() => undefined);
    return result;
  }

  return {
    run,
    async probe() {
      try {
        await run('[out:json][timeout:5];node(1);out ids;', { timeoutMs: Math.min(options.timeoutMs, 5000) });
        return true;
      } catch {
        return false;
      }
    },
    get pausedUntil() {
      return pausedUntil;
    },
  };
}
