import { trpc } from '../../../lib/trpc';

/** Deletes a saved analysis (and its kept file) and refreshes the list. */
export function useDeleteTimelineAnalysis() {
  const utils = trpc.useUtils();
  return trpc.timeline.delete.useMutation({ onSuccess: () => utils.timeline.list.invalidate() });
}
