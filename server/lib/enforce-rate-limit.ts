import type { RateLimitRule } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import type { Services } from '../services';
import { rateLimitKey } from './client-address';
import { createDbRateLimiter, takeInOrder } from './db-rate-limiter';

/**
 * Counts one event for `key` under the named limit (in the database, so every instance sees the
 * same count) and refuses past it with 429 and `message`, told how long to wait ("40 seconds").
 */
export async function enforceRateLimit(
  db: Database,
  limit: RateLimitRule & { name: string },
  key: string,
  message: (wait: string) => string,
): Promise<void> {
  const taken = await createDbRateLimiter(db, limit).take(key);
  if (!taken.allowed) throw tooManyRequests(taken.retryAfterMs, message);
}

/**
 * Counts one event under each limit in turn (one round trip; a limit counts only what every limit
 * before it allowed) and refuses with the first refusing limit's message.
 */
export async function enforceRateLimits(
  db: Database,
  limits: Array<{ limit: RateLimitRule & { name: string }; key: string; message: (wait: string) => string }>,
): Promise<void> {
  const refused = await takeInOrder(
    db,
    limits.map(({ limit, key }) => ({ rule: limit, key })),
  );
  if (refused) throw tooManyRequests(refused.retryAfterMs, limits[refused.refused]!.message);
}

/** The 429 for a refused event, its message told how long to wait ("40 seconds", "3 minutes"). */
export function tooManyRequests(retryAfterMs: number, message: (wait: string) => string): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return new AppError('TOO_MANY_REQUESTS', message(wait));
}

/**
 * Searches of places or events from one address, counted only when a live provider answers them
 * (it costs per call, or is someone else's server); the curated default is never limited.
 */
export async function limitLiveSearches(
  services: Pick<Services, 'db' | 'config' | 'places'>,
  clientIp: string,
  kind: 'places' | 'events',
): Promise<void> {
  // Only a live provider costs anything: the curated data, or OpenStreetMap by default while it
  // does not answer (the curated places serve), is never limited.
  const { live, availability } = services.places;
  const curatedOnly =
    kind === 'places' ? !live || availability?.reachable === false : services.config.events.provider === 'curated';
  if (curatedOnly) return;
  const noun = kind === 'places' ? 'place' : 'event';
  await enforceRateLimit(
    services.db,
    { name: `${kind}-ip`, ...services.config.rateLimits.searchesPerIp },
    rateLimitKey(clientIp),
    (wait) => `Many ${noun} searches are coming from your network just now. Please wait ${wait} and try again.`,
  );
}
