import {
  PLACE_TYPE_LABELS,
  PLACE_TYPE_OPTIONS,
  PRICE_LEVEL_OPTIONS,
  RADIUS_OPTIONS_KM,
} from '../../../shared/constants/places';
import type { PlaceFilters } from '../../../shared/domain/places/filter-places';
import { formatPriceLevel } from '../../../shared/domain/places/format-place';

/** spec §2/§5 filter bar: Place Type, Distance (km) and Price Level, each a labelled control. */
export function PlaceFilterBar({ filters, onChange }: { filters: PlaceFilters; onChange(f: PlaceFilters): void }) {
  return (
    <fieldset className="filter-bar">
      <legend className="visually-hidden">Filter places</legend>
      <label className="field">
        <span>Place Type</span>
        <select
          value={filters.type}
          onChange={(e) => onChange({ ...filters, type: e.target.value as PlaceFilters['type'] })}
        >
          {PLACE_TYPE_OPTIONS.map((type) => (
            <option key={type} value={type}>
              {PLACE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Distance (km)</span>
        <select value={filters.radius} onChange={(e) => onChange({ ...filters, radius: Number(e.target.value) })}>
          {RADIUS_OPTIONS_KM.map((km) => (
            <option key={km} value={km}>
              {km} km
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Price Level</span>
        <select
          value={filters.priceLevel}
          onChange={(e) => onChange({ ...filters, priceLevel: Number(e.target.value) })}
        >
          {PRICE_LEVEL_OPTIONS.map((level) => (
            <option key={level} value={level}>
              {level === 0 ? 'Any' : formatPriceLevel(level)}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
