import type { FactBasis } from '../../../shared/contracts/locality-facts';

/** What a figure is and where it comes from, in one small line under it (docs/data.md). */
export function FactNote({ basis }: { basis: FactBasis }) {
  return (
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
    </p>
  );
}
