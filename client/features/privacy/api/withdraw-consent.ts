import { trpc } from '../../../lib/trpc';

/** Withdraws the consent; the server deletes every analysis and kept file that depended on it. */
export function useWithdrawConsent() {
  const utils = trpc.useUtils();
  return trpc.privacy.withdrawConsent.useMutation({
    onSuccess: () => Promise.all([utils.privacy.summary.invalidate(), utils.timeline.list.invalidate()]),
  });
}
