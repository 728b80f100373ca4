import { trpc } from '../../../lib/trpc';

/** Records the person's consent to the location history notice they were shown. */
export function useGiveConsent() {
  const utils = trpc.useUtils();
  return trpc.privacy.giveConsent.useMutation({
    onSuccess: () => utils.privacy.summary.invalidate(),
  });
}
