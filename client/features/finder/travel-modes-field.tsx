import { MIN_TRAVEL_KM, TRAVEL_MODE_KEYS, TRAVEL_MODES } from '../../../shared/constants/travel-modes';
import type { Preferences } from '../../../shared/contracts/preferences';
import { commuteOf, setTravelDistance, toggleTravelMode, type WhichCommute } from '../../../shared/domain/finder-form';

interface Props {
  prefs: Preferences;
  onChange(p: Preferences): void;
  which?: WhichCommute;
}

/** spec §4: tap a mode to toggle it (it becomes the active mode); a 1 km–max slider per mode. */
export function TravelModesField({ prefs, onChange, which = 'commute' }: Props) {
  const { travelModes, travelMode } = commuteOf(prefs, which) ?? prefs.commute;
  const second = which === 'secondCommute';
  return (
    <fieldset className="form-subsection">
      <legend>{second ? 'How you would travel to the second workplace' : 'How you would travel to work'}</legend>
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
                onClick={() => onChange(toggleTravelMode(prefs, mode, which))}
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
                  aria-label={`${label} distance in km${second ? ' to the second workplace' : ''}`}
                  onChange={(event) => onChange(setTravelDistance(prefs, mode, Number(event.target.value), which))}
                />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
