import { useId, useState } from 'react';
import type { HomeKind } from '../../../shared/constants/home-kinds';
import type { Neighbourhood } from '../../../shared/contracts/recommendations';
import { rentLabel } from '../../../shared/domain/locality-basis';
import { CommuteList } from './commute-list';
import { FactNote } from './fact-note';
import { RentTable } from './rent-table';
import { RenterFactsSection } from './renter-facts-section';
import { amenityLines, otherKindsLine, overBudgetText, rentLine } from './result-text';
import { ScoreBar } from './score-bar';

interface Props {
  neighbourhood: Neighbourhood;
  /** The kind of home the rents are about (chosen or assumed), also where this place has no band for it. */
  homeKind: HomeKind;
  /** Every kind the person asked for ("PG or shared"); the card leads with the best fitting one. */
  homeKinds?: readonly HomeKind[];
  selected: boolean;
  onSelect?(): void;
  selecting?: boolean;
  defaultOpen?: boolean;
}

/**
 * An expandable result card (spec §2 Results): rank and match, every enabled mode's commute, the rent
 * of the kind of home the search is about, then scores, reasons, amenities and rents.
 */
export function NeighbourhoodCard({
  neighbourhood: n,
  homeKind,
  homeKinds = [homeKind],
  selected,
  onSelect,
  selecting,
  defaultOpen = false,
}: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const otherKinds = otherKindsLine(n.rent, homeKinds, n.rentFor?.kind);
  const detailsId = useId();
  return (
    <article
      className={`result-card${selected ? ' result-card--selected' : ''}`}
      aria-labelledby={`${detailsId}-title`}
    >
      <header className="result-card__header">
        <span className="result-card__rank">
          <span className="visually-hidden">Rank </span>#{n.rank}
        </span>
        <div className="result-card__heading">
          <h3 id={`${detailsId}-title`}>{n.name}</h3>
          <p className="muted small">
            {n.city}, {n.state}
          </p>
        </div>
        <span className="match-badge">
          {n.matchScore}%<span className="match-badge__word"> match</span>
        </span>
      </header>
      {n.overBudget && <p className="over-budget">{overBudgetText(n.rentFor)}</p>}
      {n.commuteDetails && (
        <CommuteList
          commutes={n.commutes}
          headline={n.commuteDetails.travelMode}
          to={n.secondCommutes ? 'Workplace 1' : undefined}
        />
      )}
      {n.secondCommutes && n.commuteDetails && (
        <CommuteList
          commutes={n.secondCommutes}
          headline={n.secondCommuteDetails?.travelMode ?? n.commuteDetails.travelMode}
          to="Workplace 2"
        />
      )}
      <p className="result-card__rent">{rentLine(n.rentFor, n.rentFor?.kind ?? homeKind)}</p>
      {otherKinds && <p className="result-card__rent result-card__rent--other">{otherKinds}</p>}
      <div className="result-card__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Hide details' : 'Show details'}
        </button>
        {onSelect && (
          <button
            type="button"
            className={`button button--small ${selected ? 'button--selected' : 'button--primary'}`}
            aria-pressed={selected}
            disabled={selecting}
            onClick={onSelect}
          >
            {selected ? 'Selected' : `Select ${n.name}`}
          </button>
        )}
      </div>
      <div id={detailsId} hidden={!open} className="result-card__details stack">
        <p>{n.description}</p>
        <div className="score-bars">
          {n.safetyScore === null ? (
            <p className="score-bar score-bar--none">
              <span className="score-bar__label">Safety</span> <span className="muted">not scored</span>
            </p>
          ) : (
            <ScoreBar
              label={n.basis.safety.scope === 'city' ? 'Safety (city-level)' : 'Safety'}
              value={n.safetyScore}
            />
          )}
          <FactNote basis={n.basis.safety} />
          <ScoreBar
            label={n.basis.walkability.kind === 'derived' ? 'Walkability (counted)' : 'Walkability (estimate)'}
            value={n.walkabilityScore}
          />
          <FactNote basis={n.basis.walkability} />
        </div>
        <section>
          <h4>Why it matches</h4>
          <ul className="reasons">
            {n.matchingFactors.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
        {n.renterFacts && <RenterFactsSection facts={n.renterFacts} />}
        <section>
          <h4>Score breakdown</h4>
          <p className="muted small">
            A factor’s weight is its share of the match: one with weight 25% makes up a quarter of the score.
          </p>
          <div className="score-bars">
            {n.breakdown.map((b) => (
              <ScoreBar
                key={b.factor}
                label={`${b.label} (weight ${Math.round(b.weight * 100)}%)`}
                value={b.score}
                max={100}
              />
            ))}
          </div>
        </section>
        {amenityLines(n).length > 0 && (
          <section>
            <h4>Amenities</h4>
            {amenityLines(n).map((line) => (
              <p key={line}>{line}</p>
            ))}
            <FactNote basis={n.basis.amenities} />
          </section>
        )}
        <section>
          <h4>Nearby</h4>
          <p>{n.nearbyHighlights.join(' · ')}</p>
          {n.stations.length > 0 && (
            <>
              <p className="muted small">
                Stations: {n.stations.map((s) => `${s.name} (${s.lines.join(', ')}, ${s.distanceKm} km)`).join('; ')}
              </p>
              <FactNote basis={n.basis.transit} />
            </>
          )}
        </section>
        <section>
          <h4>{rentLabel(n.rent.asOf)}</h4>
          <RentTable rent={n.rent} kinds={homeKinds} caption={`Rents in ${n.name}`} />
          <FactNote basis={n.basis.rent} />
          <p className="muted small">Sources: {n.sources.join('; ')}.</p>
        </section>
      </div>
    </article>
  );
}
