import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import type { Services } from '../services';
import { rateLimitKey } from './client-address';
import type { Clock } from './clock';
import { type CountedEvent, takeInOrder } from './db-rate-limiter';

/** A limit to count an event under, and the message its refusal gives, told how long to wait ("40 seconds"). */
export type EnforcedLimit = CountedEvent & { message: (wait: string) => string };

/**
 * Counts one event under each limit in turn (in the database, so every instance sees the same
 * counts; one round trip; a limit counts only what every limit before it allowed) and refuses with
 * the first refusing limit's message: 429, told how long to wait.
 */
export async function enforceRateLimits(
  { db, clock }: { db: Database; clock: Clock },
  limits: EnforcedLimit[],
): Promise<void> {
  const refusal = await takeInOrder(db, limits, clock.now().getTime());
  if (refusal) throw tooManyRequests(refusal.retryAfterMs, limits[refusal.refused]!.message);
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
  services: Pick<Services, 'db' | 'clock' | 'config' | 'places'>,
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
  await enforceRateLimits(services, [
    {
      name: `${kind}-ip`,
      rule: services.config.rateLimits.searchesPerIp,
      subject: rateLimitKey(clientIp),
      message: (wait) =>
        `Many ${noun} searches are coming from your network just now. Please wait ${wait} and try again.`,
    },
  ]);
}
