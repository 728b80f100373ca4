/**
 * The rate limits count in fixed windows (lib/db-rate-limiter.ts): a test that makes a burst of
 * requests and expects the last to be refused must not straddle two windows. Waits for the next
 * window when fewer than `marginMs` of this one are left.
 */
export async function untilFreshRateWindow(windowMs = 60_000, marginMs = 12_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
