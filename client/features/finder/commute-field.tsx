import { lazy, useDeferredValue, useId, useState } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import type { Suggestion } from '../../../shared/contracts/geocoding';
import type { Preferences } from '../../../shared/contracts/preferences';
import { commuteOf, updateCommute, type WhichCommute } from '../../../shared/domain/finder-form';
import { MapSlot } from '../../components/map/map-slot';
import { trpc } from '../../lib/trpc';
import { TravelModesField } from './travel-modes-field';

const BaseraMap = lazy(() => import('../../components/map/basera-map'));
const DEFAULT_CENTER = { lat: 28.6139, lng: 77.209 }; // spec §9: New Delhi, the default city

interface Props {
  prefs: Preferences;
  onChange(p: Preferences): void;
  /** The first workplace (spec §4), or the second (docs/recommendation-formula.md), each with its own travel modes. */
  which?: WhichCommute;
}

/** spec §4: the work address (with suggestions), a map to place or drag it, and travel modes. */
export function CommuteField({ prefs, onChange, which = 'commute' }: Props) {
  const commute = commuteOf(prefs, which) ?? prefs.commute;
  const isSecond = which === 'secondCommute';
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [mapError, setMapError] = useState<string | null>(null);
  const typed = useDeferredValue(commute.workAddress.trim());
  const suggestions = trpc.geocoding.suggest.useQuery({ text: typed }, { enabled: open && typed.length >= 2 });
  const options = open ? (suggestions.data?.suggestions ?? []) : [];
  const utils = trpc.useUtils();

  const setCommute = (next: Partial<Preferences['commute']>) => onChange(updateCommute(prefs, which, next));

  const choose = (s: Suggestion) => {
    setCommute({ workAddress: `${s.label}, ${s.cityName}`, coordinates: { lat: s.lat, lng: s.lng } });
    setOpen(false);
    setMapError(null);
  };

  const place = async (point: { lat: number; lng: number }) => {
    const { place: found } = await utils.geocoding.reverse.fetch(point);
    if (!found) {
      setMapError('That point is outside the cities Basera covers. Pick a place in one of them.');
      return;
    }
    setMapError(null);
    const rounded = { lat: Math.round(point.lat * 1e5) / 1e5, lng: Math.round(point.lng * 1e5) / 1e5 };
    setCommute({ workAddress: found.label, coordinates: rounded });
  };

  return (
    <section className="form-section" aria-labelledby={`${listId}-title`}>
      <h2 id={`${listId}-title`} className="form-section__title">
        {isSecond ? 'Second workplace' : 'Commute'}
      </h2>
      <div className="field combobox">
        <label htmlFor={`${listId}-input`}>{isSecond ? 'Second work address' : 'Work address'}</label>
        <input
          id={`${listId}-input`}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? `${listId}-${active}` : undefined}
          autoComplete="off"
          maxLength={300}
          placeholder="Office, tech park or locality"
          value={commute.workAddress}
          onChange={(event) => {
            // Typing replaces any pin: the server geocodes the text instead.
            setCommute({ workAddress: event.target.value, coordinates: null });
            setOpen(true);
            setActive(0);
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (!options.length) return;
            if (event.key === 'ArrowDown') setActive((i) => (i + 1) % options.length);
            else if (event.key === 'ArrowUp') setActive((i) => (i - 1 + options.length) % options.length);
            else if (event.key === 'Enter') choose(options[active]!);
            else if (event.key === 'Escape') setOpen(false);
            else return;
            event.preventDefault();
          }}
        />
        {options.length > 0 && (
          <div id={`${listId}-list`} role="listbox" className="combobox__list" aria-label="Suggested places">
            {options.map((s, index) => (
              <div
                key={`${s.label}-${s.cityId}`}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className="combobox__option"
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(s);
                }}
              >
                <span>{s.label}</span>
                <span className="muted small">{s.cityName}</span>
              </div>
            ))}
          </div>
        )}
        <span className="muted small">
          {commute.coordinates
            ? `Placed on the map at ${commute.coordinates.lat.toFixed(4)}, ${commute.coordinates.lng.toFixed(4)}`
            : 'Or click the map to place your work location; drag the pin to adjust.'}
        </span>
      </div>
      <MapSlot className="map--commute">
        <BaseraMap
          center={commute.coordinates ?? DEFAULT_CENTER}
          zoom={12}
          label={isSecond ? 'Map: click to place your second work location' : 'Map: click to place your work location'}
          onClick={(point) => void place(point)}
        >
          {commute.coordinates && (
            <Marker
              latitude={commute.coordinates.lat}
              longitude={commute.coordinates.lng}
              draggable
              onDragEnd={(event) => void place({ lat: event.lngLat.lat, lng: event.lngLat.lng })}
            >
              <span className="pin pin--work" title="Work">
                Work
              </span>
            </Marker>
          )}
        </BaseraMap>
      </MapSlot>
      {mapError && (
        <p role="alert" className="alert alert--error">
          {mapError}
        </p>
      )}
      <TravelModesField prefs={prefs} onChange={onChange} which={which} />
    </section>
  );
}
