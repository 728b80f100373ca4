import type { EventsInput } from '../../../../shared/contracts/events';
import { trpc } from '../../../lib/trpc';

/** Dated events for the settled location (spec §4), scored for the signed-in person. */
export function useEvents(input: EventsInput | null) {
  return trpc.events.upcoming.useQuery(input ?? { city: 'Pune' }, { enabled: input !== null, staleTime: 10 * 60_000 });
}
