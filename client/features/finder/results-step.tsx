import { lazy } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import type { RecommendationsResult } from '../../../shared/contracts/recommendations';
import { MapSlot } from '../../components/map/map-slot';
import { NeighbourhoodCard } from './neighbourhood-card';

const BaseraMap = lazy(() => import('../../components/map/basera-map'));

interface Props {
  result: RecommendationsResult;
  selectedId: string | null;
  selecting: boolean;
  onSelect(id: string): void;
  onBack(): void;
}

/** Step 3 (spec §2 Results): the map of all results and a card per neighbourhood. */
export function ResultsStep({ result, selectedId, selecting, onSelect, onBack }: Props) {
  const { workLocation, secondWorkLocation, recommendations } = result;
  return (
    <section className="stack" aria-labelledby="results-title">
      <div className="results-header">
        <h2 id="results-title">Your Perfect Neighborhoods</h2>
        <button type="button" className="button button--ghost button--small" onClick={onBack}>
          Back
        </button>
      </div>
      <p className="muted">
        Ranked for your commute to {workLocation.label} ({workLocation.cityName})
        {secondWorkLocation && ` and to ${secondWorkLocation.label} (${secondWorkLocation.cityName})`}. Scores come from
        our curated data, not from an AI.
      </p>
      {result.notes.map((note) => (
        <p key={note} className="alert alert--info">
          {note}
        </p>
      ))}
      <MapSlot className="map--results">
        <BaseraMap center={workLocation} zoom={11} height={380} label="Map of your recommended neighbourhoods">
          <Marker latitude={workLocation.lat} longitude={workLocation.lng}>
            <span className="pin pin--work" title={`Work: ${workLocation.label}`}>
              Work
            </span>
          </Marker>
          {secondWorkLocation && (
            <Marker latitude={secondWorkLocation.lat} longitude={secondWorkLocation.lng}>
              <span className="pin pin--work" title={`Second workplace: ${secondWorkLocation.label}`}>
                Work 2
              </span>
            </Marker>
          )}
          {recommendations.map((n, index) => (
            <Marker key={n.id} latitude={n.coordinates.lat} longitude={n.coordinates.lng}>
              <span className={`pin${n.id === selectedId ? ' pin--selected' : ''}`} title={`${index + 1}. ${n.name}`}>
                {index + 1}
              </span>
            </Marker>
          ))}
        </BaseraMap>
      </MapSlot>
      <div className="result-list">
        {recommendations.map((n, index) => (
          <NeighbourhoodCard
            key={n.id}
            rank={index + 1}
            neighbourhood={n}
            selected={n.id === selectedId}
            selecting={selecting}
            onSelect={() => onSelect(n.id)}
          />
        ))}
      </div>
    </section>
  );
}
