import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  it('allows `limit` events per window per key, then says how long to wait', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.take('a', 0)).toEqual({ allowed: true });
    expect(limiter.take('a', 100)).toEqual({ allowed: true });
    expect(limiter.take('a', 200)).toEqual({ allowed: false, retryAfterMs: 800 });
    expect(limiter.take('b', 200)).toEqual({ allowed: true });
    expect(limiter.take('a', 1000)).toEqual({ allowed: true }); // the first event has left the window
  });
});
