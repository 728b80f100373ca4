import type { User } from '../../../shared/contracts/auth';

/**
 * The signed-in user from the server session, or null (auth.current: no 401 when signed out).
 * Every page checks the session once its script runs: tRPC's client is loaded for it then, not
 * with the page's first script.
 */
export async function fetchSession(): Promise<{ user: User | null }> {
  const { trpcClient } = await import('../../lib/trpc-client');
  return trpcClient.auth.current.query();
}
