import type { LocalitySummary } from '../../../shared/contracts/neighbourhoods';
import type { Neighbourhood } from '../../../shared/contracts/recommendations';

type Choice = Pick<Neighbourhood, 'id' | 'name' | 'city' | 'state' | 'description'> & { matchScore?: number };

/** spec §2: recommended neighbourhood cards with match %, name, city and state, description, and a button. */
export function NeighbourhoodChoices({
  choices,
  selectedId,
  busy,
  onChoose,
}: {
  choices: (Choice | LocalitySummary)[];
  selectedId: string | null;
  busy: boolean;
  onChoose(id: string): void;
}) {
  return (
    <>
      {/* The cards' names are h3, under the page's h1: a heading between keeps the outline whole. */}
      <h2 className="visually-hidden">Your recommended neighbourhoods</h2>
      <ul className="choice-grid" aria-label="Recommended neighbourhoods">
        {choices.map((n) => {
          const selected = n.id === selectedId;
          return (
            <li key={n.id} className={`card choice-card${selected ? ' choice-card--selected' : ''}`}>
              <div className="choice-card__head">
                <h3>{n.name}</h3>
                {'matchScore' in n && n.matchScore !== undefined && (
                  <span className="match-badge">
                    {n.matchScore}%<span className="match-badge__word"> match</span>
                  </span>
                )}
              </div>
              <p className="muted small">
                {n.city}, {n.state}
              </p>
              <p className="choice-card__text">{n.description}</p>
              <button
                type="button"
                className={`button button--small ${selected ? 'button--selected' : 'button--primary'}`}
                aria-pressed={selected}
                aria-label={selected ? `${n.name} selected` : `Explore Places in ${n.name}`}
                disabled={busy}
                onClick={() => onChoose(n.id)}
              >
                {selected ? 'Selected' : 'Explore Places'}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
