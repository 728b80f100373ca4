import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { EnquiryReceipt } from '../../../shared/contracts/business';

/** Replaces the form once the enquiry is stored (SUPPLEMENT.md: a confirmation replaces the form). */
export function EnquiryConfirmation({
  title,
  receipt,
  children,
}: {
  title: string;
  receipt: EnquiryReceipt;
  children: React.ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card confirmation" role="status" aria-labelledby="confirmation-title">
      <h2 id="confirmation-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <p className="muted small">Reference: {receipt.reference}</p>
      <Link to="/" className="button button--ghost">
        Back to Home
      </Link>
    </section>
  );
}
