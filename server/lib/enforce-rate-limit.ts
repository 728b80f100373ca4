import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import { createDbRateLimiter, type RateLimitRule } from './db-rate-limiter';

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
  if (taken.allowed) return;
  const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
  const wait = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  throw new AppError('TOO_MANY_REQUESTS', message(wait));
}
