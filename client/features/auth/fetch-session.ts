import type { User } from '../../../shared/contracts/auth';
import { trpcGet } from '../../lib/trpc-get';

/** The signed-in user from the server session, or null (tRPC auth.current: no 401 when signed out). */
export async function fetchSession(): Promise<{ user: User | null }> {
  const data = await trpcGet<{ user?: User | null }>('auth.current');
  if (data.user === undefined) throw new Error('The session check gave no user field');
  return { user: data.user };
}
