import { trpc } from '../../../lib/trpc';
import { ipfsHashKey } from '../../../lib/user-record';

/** Deletes the kept file of an analysis (the analysis stays) and refreshes the list. */
export function useDeleteKeptFile(userId: string) {
  const utils = trpc.useUtils();
  return trpc.timeline.deleteFile.useMutation({
    onSuccess: (_reply, { id }) => {
      const analyses = utils.timeline.list.getData()?.analyses ?? [];
      const cid = analyses.find((a) => a.id === id)?.file?.cid;
      // The browser's record of the last kept file (spec §7) must not name a deleted one.
      if (cid && localStorage.getItem(ipfsHashKey(userId)) === cid) localStorage.removeItem(ipfsHashKey(userId));
      void utils.timeline.list.invalidate();
    },
  });
}
