import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  /** The button that asks, e.g. "Delete" (its accessible name: `name`). */
  label: string;
  name?: string;
  question: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
}

/** A destructive action asked twice: the first press says what will go, the second does it. */
export function ConfirmAction({ label, name, question, confirmLabel, busy, onConfirm }: Props) {
  const [asking, setAsking] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) questionRef.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={name}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <div className="confirm-action">
      <p ref={questionRef} tabIndex={-1} className="small">
        {question}
      </p>
      <div className="confirm-action__buttons">
        <button type="button" className="button button--danger button--small" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setAsking(false)}
          disabled={busy}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
