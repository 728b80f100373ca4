import { useState } from 'react';
import { TIMELINE_NOTICE } from '../../../shared/constants/privacy';
import type { Consent } from '../../../shared/contracts/privacy';
import { messageOf } from '../../lib/api-errors';
import { useWithdrawConsent } from './api/withdraw-consent';
import { ConfirmAction } from './confirm-action';
import { forgetLocally } from './forget-locally';
import { formatDay } from './format-date';

/** The person's consent to the location history notice: when, to which version; and Withdraw. */
export function ConsentSection({ userId, consent }: { userId: string; consent: Consent | null }) {
  const withdraw = useWithdrawConsent();
  const [said, setSaid] = useState<string | null>(null);
  const onWithdraw = () => {
    setSaid(null);
    withdraw.mutate(undefined, {
      onSuccess: () => {
        forgetLocally(userId, ['analyses', 'keptFiles']);
        setSaid('Your consent is withdrawn, and every analysis and kept file is deleted.');
      },
      onError: (failure) => setSaid(messageOf(failure, 'Your consent could not be withdrawn. Please try again.')),
    });
  };
  return (
    <section className="card stack" aria-labelledby="consent-title">
      <h2 id="consent-title">Your consent</h2>
      <p data-testid="consent-state">
        {!consent
          ? 'You have not agreed to Basera reading a location history. You will be asked before any upload.'
          : consent.withdrawnAt
            ? `You withdrew your consent on ${formatDay(consent.withdrawnAt)}. You will be asked again before your next upload.`
            : `You agreed to Basera reading your location history on ${formatDay(consent.givenAt)} (notice version ${consent.noticeVersion}).`}
      </p>
      <details>
        <summary>{consent ? 'The notice you were shown' : 'The notice you will be shown'}</summary>
        <ul className="consent-notice__points small">
          {TIMELINE_NOTICE.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </details>
      {consent && !consent.withdrawnAt && (
        <ConfirmAction
          label="Withdraw consent"
          question="Withdrawing your consent deletes every analysis of your location history and every kept file, for good. Your preferences, searches and chat stay."
          confirmLabel="Withdraw and delete"
          busy={withdraw.isPending}
          onConfirm={onWithdraw}
        />
      )}
      <p role="status" className="small">
        {said}
      </p>
    </section>
  );
}
