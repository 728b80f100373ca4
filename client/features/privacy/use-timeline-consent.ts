import { CONSENT_NOTICE_VERSION } from '../../../shared/constants/privacy';
import { useDataSummary } from './api/get-data-summary';
import { useGiveConsent } from './api/give-consent';

/**
 * Whether the person has agreed to the location history notice as it reads today (its version,
 * not withdrawn), and how to record that they agree. Until the server has answered, not current:
 * an upload then asks, and the server refuses one without consent anyway.
 */
export function useTimelineConsent() {
  const summary = useDataSummary();
  const giving = useGiveConsent();
  const consent = summary.data?.consent ?? null;
  const isCurrent =
    consent !== null && consent.withdrawnAt === null && consent.noticeVersion === CONSENT_NOTICE_VERSION;
  return {
    consent: isCurrent ? consent : null,
    isCurrent,
    isGiving: giving.isPending,
    give: async () => {
      await giving.mutateAsync({ noticeVersion: CONSENT_NOTICE_VERSION });
    },
    /** Asks the server again, after it refused an upload for want of consent. */
    recheck: () => summary.refetch(),
  };
}
