import { lazy, useState } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import type { RecommendationsResult } from '../../../shared/contracts/recommendations';
import { MapSlot } from '../../components/map/map-slot';
import { useTransitReach } from './api/get-transit-reach';
import { ResultList } from './result-list';
import { assumedKindNote } from './result-text';
import { TransitReachControls, TransitReachMarkers } from './transit-reach-layer';
import { useStepHeading } from './use-step-heading';

const BaseraMap = lazy(() => import('../../components/map/basera-map'));

interface Props {
  result: RecommendationsResult;
  selectedId: string | null;
  selecting: boolean;
  onSelect(id: string): void;
  onBack(): void;
}

/** "Hinjewadi, Pune", never "Hinjewadi, Pune (Pune)": the city only where the label does not end with it. */
const placeName = ({ label, cityName }: { label: string; cityName: string }) =>
  label.endsWith(cityName) ? label : `${label} (${cityName})`;

/** Step 3 (spec §2 Results): the map of all results and a card per neighbourhood. */
export function ResultsStep({ result, selectedId, selecting, onSelect, onBack }: Props) {
  const { workLocation, secondWorkLocation, recommendations } = result;
  const assumed = assumedKindNote(result.homeKind);
  // Results are only ever moved to (from the preview): they take the focus at their top.
  const heading = useStepHeading<HTMLHeadingElement>(true);
  const [reachOn, setReachOn] = useState(false);
  const [reachMinutes, setReachMinutes] = useState(45);
  const reach = useTransitReach(workLocation, reachMinutes, reachOn);
  const reachShown = reachOn ? reach.data : undefined;
  return (
    <section className="stack" aria-labelledby="results-title">
      <div className="results-header">
        <h2 id="results-title" ref={heading} tabIndex={-1}>
          Your Perfect Neighborhoods
        </h2>
        <button type="button" className="button button--ghost button--small" onClick={onBack}>
          Back
        </button>
      </div>
      <p className="muted">
        Ranked for your commute to {placeName(workLocation)}
        {secondWorkLocation && ` and to ${placeName(secondWorkLocation)}`}. Scores come from our curated data, not from
        an AI.
      </p>
      {assumed && <p className="alert alert--info">{assumed}</p>}
      {result.notes.map((note) => (
        <p key={note} className="alert alert--info">
          {note}
        </p>
      ))}
      <TransitReachControls
        on={reachOn}
        minutes={reachMinutes}
        onToggle={setReachOn}
        onMinutes={setReachMinutes}
        reach={reachShown}
        loading={reachOn && reach.isLoading}
      />
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
          <TransitReachMarkers reach={reachShown} />
          {recommendations.map((n) => (
            <Marker key={n.id} latitude={n.coordinates.lat} longitude={n.coordinates.lng}>
              <span className={`pin${n.id === selectedId ? ' pin--selected' : ''}`} title={`${n.rank}. ${n.name}`}>
                {n.rank}
              </span>
            </Marker>
          ))}
        </BaseraMap>
      </MapSlot>
      <ResultList
        result={result}
        shown={recommendations}
        selectedId={selectedId}
        selecting={selecting}
        onSelect={onSelect}
      />
    </section>
  );
}
