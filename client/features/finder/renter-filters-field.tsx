import { RENTER_FILTER_KEYS, RENTER_FILTERS } from '../../../shared/constants/renter-filters';
import type { Preferences } from '../../../shared/contracts/preferences';
import { toggleRenterFilter } from '../../../shared/domain/finder-form';

const HINTS = {
  petsAllowed: 'Leaves out neighbourhoods with a restriction on pets reported for them.',
  bachelorFriendly: 'Leaves out neighbourhoods with a restriction on bachelors reported for them.',
  awayFromFloodSpots: "Leaves out neighbourhoods on a corporation's published flood-prone list.",
  cleanerAir:
    'Leaves out places whose published annual PM2.5 (fine dust in the air) is above the national limit of 40 µg/m³.',
} as const;

/**
 * Renter filters. Each needs a published fact: a neighbourhood where none says either way
 * is kept, marked "not known" and listed after those known to meet the filter, never shown as meeting it.
 */
export function RenterFiltersField({ prefs, onChange }: { prefs: Preferences; onChange(p: Preferences): void }) {
  const active = prefs.renterFilters ?? [];
  return (
    <fieldset className="form-section">
      <legend>Renter filters</legend>
      <p className="muted small">
        From published sources only. Where no source says either way, a neighbourhood is shown as “not known” and listed
        after those known to meet the filter.
      </p>
      <ul className="renter-filters">
        {RENTER_FILTER_KEYS.map((key) => (
          <li key={key}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={active.includes(key)}
                onChange={() => onChange(toggleRenterFilter(prefs, key))}
              />
              <span>
                {RENTER_FILTERS[key].label}
                <span className="muted small"> · {HINTS[key]}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
