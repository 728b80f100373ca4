import { useDataSummary } from './api/get-data-summary';
import { useGiveConsent } from './api/give-consent';
import { usePrivacyContract } from './privacy-contract';

/**
 * Whether the person has agreed to the location history notice as it reads today (its version,
 * not withdrawn), and how to record that they agree. Until the server has answered, not current:
 * an upload then asks, and the server refuses one without consent anyway.
 */
export function useTimelineConsent() {
  const summary = useDataSummary();
  const contract = usePrivacyContract();
  const giving = useGiveConsent();
  const consent = summary.data?.consent ?? null;
  const isCurrent =
    contract !== null &&
    consent !== null &&
    consent.withdrawnAt === null &&
    consent.noticeVersion === contract.CONSENT_NOTICE_VERSION;
  return {
    consent: isCurrent ? consent : null,
    isCurrent,
    isGiving: giving.isPending,
    give: async () => {
      const { CONSENT_NOTICE_VERSION } = contract ?? (await import('../../../shared/contracts/privacy'));
      await giving.mutateAsync({ noticeVersion: CONSENT_NOTICE_VERSION });
    },
    /** Asks the server again, after it refused an upload for want of consent. */
    recheck: () => summary.refetch(),
  };
}
