import { trpc } from '../../../lib/trpc';

/** Deletes every item of one kind (searches, analyses, kept files, chat, selection, enquiries). */
export function useDeleteDataKind() {
  const utils = trpc.useUtils();
  // Other pages' cached copies of what was deleted are dropped too: they would show it again.
  return trpc.privacy.deleteKind.useMutation({ onSuccess: () => utils.invalidate() });
}
