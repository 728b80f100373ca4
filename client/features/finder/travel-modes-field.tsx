import { COMMUTE_ANCHORS } from '../../../shared/constants/commute-anchors';
import {
  MAX_TRAVEL_MINUTES,
  MIN_TRAVEL_KM,
  MIN_TRAVEL_MINUTES,
  TRAVEL_MODE_KEYS,
  TRAVEL_MODES,
} from '../../../shared/constants/travel-modes';
import type { Preferences } from '../../../shared/contracts/preferences';
import {
  commuteOf,
  limitUnitOf,
  setLimitUnit,
  setTravelDistance,
  setTravelMinutes,
  toggleTravelMode,
  type WhichCommute,
} from '../../../shared/domain/finder-form';

interface Props {
  prefs: Preferences;
  onChange(p: Preferences): void;
  which?: WhichCommute;
}

/**
 * spec §4: tap a mode to toggle it (it becomes the active mode), with a limit per mode: in minutes
 * (5–120, the form's default: people think of a commute in time) or in kilometres (1 km–max).
 */
export function TravelModesField({ prefs, onChange, which = 'commute' }: Props) {
  const commute = commuteOf(prefs, which) ?? prefs.commute;
  const { travelModes, travelMode } = commute;
  const second = which === 'secondCommute';
  const unit = limitUnitOf(commute);
  const to = second ? 'the second workplace' : (COMMUTE_ANCHORS[commute.anchor ?? 'work'].to ?? 'work');
  return (
    <fieldset className="form-subsection">
      <legend>How you would travel to {to}</legend>
      <fieldset className="choice-row">
        <legend className="visually-hidden">Limit each way of travelling by</legend>
        {(['minutes', 'km'] as const).map((u) => (
          <label key={u}>
            <input
              type="radio"
              name={`${which}-limit-unit`}
              checked={unit === u}
              onChange={() => onChange(setLimitUnit(prefs, u, which))}
            />
            {u === 'minutes' ? 'Limit by time' : 'Limit by distance'}
          </label>
        ))}
      </fieldset>
      <ul className="travel-modes">
        {TRAVEL_MODE_KEYS.map((mode) => {
          const setting = travelModes[mode];
          const { label, maxKm } = TRAVEL_MODES[mode];
          // One slider, in the unit the limits are given in.
          const slider =
            unit === 'minutes'
              ? {
                  value: setting.minutes,
                  text: `${setting.minutes} min`,
                  min: MIN_TRAVEL_MINUTES,
                  max: MAX_TRAVEL_MINUTES,
                  step: 5,
                  name: 'time in minutes',
                  set: setTravelMinutes,
                }
              : {
                  value: setting.distance,
                  text: `${setting.distance} km`,
                  min: MIN_TRAVEL_KM,
                  max: maxKm,
                  step: 1,
                  name: 'distance in km',
                  set: setTravelDistance,
                };
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
                  Up to <strong>{slider.text}</strong>
                </span>
                <input
                  type="range"
                  min={slider.min}
                  max={slider.max}
                  step={slider.step}
                  value={slider.value}
                  disabled={!setting.enabled}
                  aria-label={`${label} ${slider.name}${second ? ' to the second workplace' : ''}`}
                  onChange={(event) => onChange(slider.set(prefs, mode, Number(event.target.value), which))}
                />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
