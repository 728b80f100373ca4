import { MIN_TRAVEL_KM, TRAVEL_MODE_KEYS, TRAVEL_MODES } from '../../../shared/constants/travel-modes';
import type { Preferences } from '../../../shared/contracts/preferences';
import { setTravelDistance, toggleTravelMode } from '../../../shared/domain/finder-form';

/** spec §4: tap a mode to toggle it (it becomes the active mode); a 1 km–max slider per mode. */
export function TravelModesField({ prefs, onChange }: { prefs: Preferences; onChange(p: Preferences): void }) {
  const { travelModes, travelMode } = prefs.commute;
  return (
    <fieldset className="form-subsection">
      <legend>How you would travel to work</legend>
      <ul className="travel-modes">
        {TRAVEL_MODE_KEYS.map((mode) => {
          const setting = travelModes[mode];
          const { label, maxKm } = TRAVEL_MODES[mode];
          return (
            <li key={mode} className={`travel-mode${setting.enabled ? ' travel-mode--on' : ''}`}>
              <button
                type="button"
                className="travel-mode__toggle"
                aria-pressed={setting.enabled}
                onClick={() => onChange(toggleTravelMode(prefs, mode))}
              >
                {label}
                {travelMode === mode && <span className="visually-hidden"> (active mode)</span>}
              </button>
              <label className="travel-mode__slider">
                <span>
                  Up to <strong>{setting.distance} km</strong>
                </span>
                <input
                  type="range"
                  min={MIN_TRAVEL_KM}
                  max={maxKm}
                  step={1}
                  value={setting.distance}
                  disabled={!setting.enabled}
                  aria-label={`${label} distance in km`}
                  onChange={(event) => onChange(setTravelDistance(prefs, mode, Number(event.target.value)))}
                />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
