import { useMemo } from 'react';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import type { Place, PlacesSearchResponse } from '../../../shared/contracts/places';
import { circleRing } from '../../../shared/domain/geo';
import BaseraMap from '../../components/map/basera-map';
import { CategoryIcon } from './category-icon';

// spec §9: the radius circle's colour, stroke opacity, weight and fill opacity.
const CIRCLE = { color: '#4a6fa5', strokeOpacity: 0.8, weight: 2, fillOpacity: 0.1 };

interface Props {
  neighbourhood: PlacesSearchResponse['neighborhood'];
  radiusKm: number;
  places: Place[];
  activeId: string | null;
  onActivate(id: string): void;
}

/**
 * spec §2: the map centred on the neighbourhood at zoom 14, its markers (the first the neighbourhood
 * itself) and the radius circle. A marker highlights its card; the active card's marker stands out.
 */
export default function PlacesMap({ neighbourhood, radiusKm, places, activeId, onActivate }: Props) {
  const circle = useMemo(
    () => ({
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'Polygon' as const, coordinates: [circleRing(neighbourhood.coordinates, radiusKm)] },
    }),
    [neighbourhood.coordinates, radiusKm],
  );
  const { lat, lng } = neighbourhood.coordinates;
  return (
    <div className="places-map" data-radius-km={radiusKm}>
      <BaseraMap
        key={neighbourhood.id} // a new neighbourhood recentres the map
        center={neighbourhood.coordinates}
        zoom={14}
        height="min(460px, 70vh)"
        label={`Map of places around ${neighbourhood.name}`}
      >
        <Source id="radius" type="geojson" data={circle}>
          <Layer
            id="radius-fill"
            type="fill"
            paint={{ 'fill-color': CIRCLE.color, 'fill-opacity': CIRCLE.fillOpacity }}
          />
          <Layer
            id="radius-line"
            type="line"
            paint={{ 'line-color': CIRCLE.color, 'line-opacity': CIRCLE.strokeOpacity, 'line-width': CIRCLE.weight }}
          />
        </Source>
        <Marker latitude={lat} longitude={lng}>
          <span className="place-pin place-pin--home" title={neighbourhood.name}>
            <CategoryIcon category="neighborhood" size={18} />
          </span>
        </Marker>
        {places.map((place) => (
          <Marker key={place.id} latitude={place.coordinates.lat} longitude={place.coordinates.lng}>
            <button
              type="button"
              className={`place-pin${place.id === activeId ? ' place-pin--active' : ''}`}
              aria-label={`Show ${place.name}`}
              aria-pressed={place.id === activeId}
              onClick={() => onActivate(place.id)}
            >
              <CategoryIcon category={place.category} size={16} />
            </button>
          </Marker>
        ))}
      </BaseraMap>
      <p className="muted small">
        The circle shows {radiusKm} km around {neighbourhood.name}.
      </p>
    </div>
  );
}
