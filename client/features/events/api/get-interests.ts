import { trpc } from '../../../lib/trpc';

/** What the person's events are scored against (GET /api/user/interests). */
export function useInterests() {
  return trpc.user.interests.useQuery(undefined, { staleTime: 60_000 });
}
