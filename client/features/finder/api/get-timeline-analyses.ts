import { trpc } from '../../../lib/trpc';

/** The user's saved timeline analyses, newest first. */
export function useTimelineAnalyses() {
  return trpc.timeline.list.useQuery();
}
