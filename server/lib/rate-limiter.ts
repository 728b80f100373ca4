import { Lru } from './lru';

/**
 * At most `limit` events per key in any `windowMs` (a sliding window of timestamps), per process.
 * Keys are bounded (least recently used out), so a flood of addresses cannot exhaust memory.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 50_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}) {
  const events = new Lru<string, number[]>(maxKeys);
  return {
    /** Records an event when allowed; otherwise says how long until the next one would be. */
    take(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterMs: number } {
      const recent = (events.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= limit) {
        events.set(key, recent);
        return { allowed: false, retryAfterMs: windowMs - (now - recent[0]!) };
      }
      recent.push(now);
      events.set(key, recent);
      return { allowed: true };
    },
  };
}
