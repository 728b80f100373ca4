import { Suspense } from 'react';
import { ConsentLine, ConsentNotice } from '../privacy';

interface Props {
  /** The notice waits for the person's choice; `refused`: the server asked for it again. */
  asking: { refused: boolean } | null;
  declined: boolean;
  /** When the person agreed to the notice as it reads now, if they have. */
  givenAt: string | null;
  /** Their agreement is being saved. */
  busy: boolean;
  onAgree(): void;
  onDecline(): void;
}

/** The consent an upload needs (docs/privacy.md): the notice and the choice, a decline, or when they agreed. */
export function TimelineConsent({ asking, declined, givenAt, busy, onAgree, onDecline }: Props) {
  return (
    <>
      {asking && (
        <Suspense fallback={<p className="muted small">Loading what we do with your location history…</p>}>
          <ConsentNotice
            busy={busy}
            reason={asking.refused ? 'Your agreement is needed again before this upload.' : null}
            onAgree={onAgree}
            onDecline={onDecline}
          />
        </Suspense>
      )}
      {declined && (
        <p role="status" className="muted small">
          Nothing was uploaded. Your file stays on your device.
        </p>
      )}
      {givenAt && !asking && (
        <Suspense fallback={null}>
          <ConsentLine givenAt={givenAt} />
        </Suspense>
      )}
    </>
  );
}
