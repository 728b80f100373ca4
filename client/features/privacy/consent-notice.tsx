import { useEffect, useId, useRef } from 'react';
import './privacy.css';
import { TIMELINE_NOTICE } from '../../../shared/constants/privacy';

interface Props {
  busy: boolean;
  /** Why it is shown again, when the server refused an upload for want of consent. */
  reason?: string | null;
  onAgree(): void;
  onDecline(): void;
}

/**
 * The location history notice, before anything is sent: what it is for, what is kept, where, for how
 * long, how to delete it; and the person's choice. It takes the focus, as a step would. Loaded when
 * first shown (index.ts), with the contract and zod, as the upload loads them.
 */
export default function ConsentNotice({ busy, reason, onAgree, onDecline }: Props) {
  const notice = TIMELINE_NOTICE;
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="consent-notice" aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="small-heading">
        {notice.title}
      </h3>
      {reason && <p className="small">{reason}</p>}
      <ul className="consent-notice__points">
        {notice.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className="consent-notice__actions">
        <button type="button" className="button button--primary button--small" onClick={onAgree} disabled={busy}>
          I agree and want to upload
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onDecline} disabled={busy}>
          Not now
        </button>
      </div>
    </section>
  );
}
