import { useId, useState } from 'react';
import { TRAVEL_MODES } from '../../../shared/constants/travel-modes';
import type { Neighbourhood } from '../../../shared/contracts/recommendations';
import { formatRupeeRange } from '../../../shared/domain/format-rupees';
import { rentLabel } from '../../../shared/domain/locality-basis';
import { FactNote } from './fact-note';
import { RenterFactsSection } from './renter-facts-section';
import { ScoreBar } from './score-bar';

interface Props {
  rank: number;
  neighbourhood: Neighbourhood;
  selected: boolean;
  onSelect?(): void;
  selecting?: boolean;
  defaultOpen?: boolean;
}

/** An expandable result card (spec §2 Results): match, scores, commute, amenities, reasons. */
export function NeighbourhoodCard({
  rank,
  neighbourhood: n,
  selected,
  onSelect,
  selecting,
  defaultOpen = false,
}: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const detailsId = useId();
  const rents = (['bhk1', 'bhk2', 'bhk3'] as const).flatMap((size) => {
    const range = n.rent[size];
    return range ? [`${size.slice(3)} BHK ${formatRupeeRange(range)}`] : [];
  });
  return (
    <article
      className={`result-card${selected ? ' result-card--selected' : ''}`}
      aria-labelledby={`${detailsId}-title`}
    >
      <header className="result-card__header">
        <span className="result-card__rank" aria-hidden="true">
          {rank}
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
      {n.secondCommuteDetails ? (
        <>
          <p className="result-card__commute">
            Workplace 1: {n.commuteDetails.time} min by {TRAVEL_MODES[n.commuteDetails.travelMode].label.toLowerCase()}{' '}
            · {n.commuteDetails.distance} km
          </p>
          <p className="result-card__commute">
            Workplace 2: {n.secondCommuteDetails.time} min by{' '}
            {TRAVEL_MODES[n.secondCommuteDetails.travelMode].label.toLowerCase()} · {n.secondCommuteDetails.distance} km
          </p>
          <p className="result-card__commute">2 BHK {formatRupeeRange(n.rent.bhk2)} a month (estimate)</p>
        </>
      ) : (
        <p className="result-card__commute">
          {n.commuteDetails.time} min by {TRAVEL_MODES[n.commuteDetails.travelMode].label.toLowerCase()} ·{' '}
          {n.commuteDetails.distance} km · 2 BHK {formatRupeeRange(n.rent.bhk2)} a month (estimate)
        </p>
      )}
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
        {n.amenities.length > 0 && (
          <section>
            <h4>Plenty of</h4>
            <p>{n.amenities.join(', ')}</p>
            <FactNote basis={n.basis.amenities} />
          </section>
        )}
        <section>
          <h4>Nearby</h4>
          <p>{n.nearbyHighlights.join(' · ')}</p>
          {n.stations.length > 0 && (
            <p className="muted small">
              Stations: {n.stations.map((s) => `${s.name} (${s.lines.join(', ')}, ${s.distanceKm} km)`).join('; ')}
            </p>
          )}
        </section>
        <section>
          <h4>{rentLabel(n.rent.asOf)}</h4>
          <p>{rents.join(' · ')} per month</p>
          <FactNote basis={n.basis.rent} />
          <p className="muted small">Sources: {n.sources.join('; ')}.</p>
        </section>
      </div>
    </article>
  );
}
