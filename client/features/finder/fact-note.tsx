import type { FactBasis } from '../../../shared/contracts/locality-facts';
import { TermNotes } from '../../components/term-notes';

/**
 * A figure past its shelf life says so beside it, in plain words ("NCRB 2023 figures; newer ones may
 * exist: check locally."), and still counts (docs/data.md, "Freshness").
 */
export function OutOfDate({ note }: { note: string | null }) {
  return note ? <span className="out-of-date"> {note}</span> : null;
}

/**
 * What a figure is and where it comes from, in one small line under it (docs/data.md), and a line
 * for each term in it a person may not know (NCRB, an editorial rubric).
 */
export function FactNote({ basis }: { basis: FactBasis }) {
  return (
    <>
      <p className="muted small fact-note">
        {basis.text}
        {basis.source && (
          <>
            {' '}
            <a href={basis.source} target="_blank" rel="noopener noreferrer">
              Source
            </a>
          </>
        )}
        <OutOfDate note={basis.outOfDate} />
      </p>
      <TermNotes text={basis.text} />
    </>
  );
}
