import { Marker } from 'react-map-gl/maplibre';
import type { TransitReachResponse } from '../../../shared/contracts/transit';

// The results map's layer "Within 45 minutes by transit": every locality one reaches the workplace
// from by then, shaded by its minutes, with a legend. The controls sit above the map (44 px targets).

export const REACH_MINUTES = [30, 45, 60, 90] as const;

/** Bands of the shading, quickest first: the legend and the dots read the same table. */
const BANDS = [
  { upTo: 15, className: 'reach--15', label: 'up to 15 min' },
  { upTo: 30, className: 'reach--30', label: '16–30 min' },
  { upTo: 45, className: 'reach--45', label: '31–45 min' },
  { upTo: 90, className: 'reach--90', label: 'over 45 min' },
] as const;

const bandOf = (minutes: number) => BANDS.find((b) => minutes <= b.upTo) ?? BANDS[BANDS.length - 1]!;

interface ControlsProps {
  on: boolean;
  minutes: number;
  onToggle(on: boolean): void;
  onMinutes(minutes: number): void;
  reach: TransitReachResponse | undefined;
  loading: boolean;
}

export function TransitReachControls({ on, minutes, onToggle, onMinutes, reach, loading }: ControlsProps) {
  const shownBands = BANDS.filter((_, i) => i === 0 || BANDS[i - 1]!.upTo < minutes);
  return (
    <div className="reach-controls">
      <label className="reach-controls__toggle">
        <input type="checkbox" checked={on} onChange={(event) => onToggle(event.target.checked)} />
        Within{' '}
        <select
          aria-label="Minutes by transit"
          value={minutes}
          onChange={(event) => onMinutes(Number(event.target.value))}
        >
          {REACH_MINUTES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>{' '}
        minutes by transit
      </label>
      {on && (
        <p className="reach-controls__status" role="status">
          {loading
            ? 'Working out the journeys…'
            : reach?.reason
              ? reach.reason
              : `${reach?.localities.length ?? 0} neighbourhoods reach your work by 9:30 within ${minutes} minutes`}
        </p>
      )}
      {on && !loading && (reach?.localities.length ?? 0) > 0 && (
        <ul className="reach-legend" aria-label="Minutes by transit">
          {shownBands.map((band) => (
            <li key={band.className}>
              <span className={`reach-dot ${band.className}`} aria-hidden="true" /> {band.label}
            </li>
          ))}
        </ul>
      )}
      {on && reach?.basis.attribution && <p className="reach-controls__source">{reach.basis.attribution}</p>}
    </div>
  );
}

/** The shaded localities, as markers on the results map. */
export function TransitReachMarkers({ reach }: { reach: TransitReachResponse | undefined }) {
  return (
    <>
      {reach?.localities.map((l) => (
        <Marker key={l.id} latitude={l.lat} longitude={l.lng}>
          <span
            className={`reach-dot reach-dot--map ${bandOf(l.minutes).className}`}
            title={`${l.name}: ${l.minutes} min`}
          />
        </Marker>
      ))}
    </>
  );
}
