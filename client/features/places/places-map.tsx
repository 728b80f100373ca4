import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Marker, Source, useMap } from 'react-map-gl/maplibre';
import type { Place, PlacesSearchResponse } from '../../../shared/contracts/places';
import { circleRing } from '../../../shared/domain/geo';
import BaseraMap from '../../components/map/basera-map';
import { CategoryIcon } from './category-icon';
import { type Frame, frameResults, frameText } from './results-frame';

// spec §9: the radius circle's colour, stroke opacity, weight and fill opacity.
const CIRCLE = { color: '#4a6fa5', strokeOpacity: 0.8, weight: 2, fillOpacity: 0.1 };
// Room around the framed box: half a pin (30 px, 34 for the neighbourhood's) and more on the right,
// where the zoom buttons sit, and at the bottom, where the attribution does.
const PADDING = { top: 40, bottom: 44, left: 40, right: 56 };
// spec §9: marker zoom capped at 15, so a 1 km search with one place near the centre still shows streets.
const FIT = { padding: PADDING, maxZoom: 15 };

interface Props {
  neighbourhood: PlacesSearchResponse['neighborhood'];
  radiusKm: number;
  places: Place[];
  activeId: string | null;
  onActivate(id: string): void;
}

/**
 * spec §2: the map of the neighbourhood, its markers (the first the neighbourhood itself) and the
 * radius circle. Each search frames all of them (not the spec's fixed zoom 14, which left a 20 km
 * search's markers off screen). A marker highlights its card; the active card's marker stands out.
 */
export default function PlacesMap({ neighbourhood, radiusKm, places, activeId, onActivate }: Props) {
  const ring = useMemo(() => circleRing(neighbourhood.coordinates, radiusKm), [neighbourhood.coordinates, radiusKm]);
  const circle = useMemo(
    () => ({
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'Polygon' as const, coordinates: [ring] },
    }),
    [ring],
  );
  const frame = useMemo(
    () => frameResults(ring, [neighbourhood.coordinates, ...places.map((p) => p.coordinates)]),
    [ring, neighbourhood.coordinates, places],
  );
  // What the map shows, after each move: browser tests read it to check that the results are in view.
  const [visible, setVisible] = useState<string | null>(null);
  const { lat, lng } = neighbourhood.coordinates;
  return (
    <div className="places-map" data-radius-km={radiusKm} data-visible-bounds={visible ?? undefined}>
      <BaseraMap
        key={neighbourhood.id} // a new neighbourhood starts a new map, framed from the start
        center={neighbourhood.coordinates}
        zoom={14}
        fitBounds={frame}
        height="min(460px, 70vh)"
        label={`Map of places around ${neighbourhood.name}`}
      >
        <FrameResults frame={frame} onMoved={setVisible} />
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

/**
 * Fits the map to the results whenever they change (a new radius, filter or neighbourhood), and
 * again when the map changes size (a phone turned) unless the person has moved it since; reports
 * what the map shows after every move. Clicking a marker changes nothing here, so the map stays where
 * the person left it until the next search.
 */
function FrameResults({ frame, onMoved }: { frame: Frame; onMoved(bounds: string): void }) {
  const map = useMap().current;
  const key = frameText(frame);
  const latest = useRef(frame);
  latest.current = frame;
  const framed = useRef(false);
  const movedByPerson = useRef(false);
  useEffect(() => {
    if (!map) return;
    const report = () => {
      const b = map.getBounds();
      onMoved(
        frameText([
          [b.getWest(), b.getSouth()],
          [b.getEast(), b.getNorth()],
        ]),
      );
    };
    // Only a move the person makes (a drag, a wheel, a pinch) carries the browser's event.
    const noteMove = (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) movedByPerson.current = true;
    };
    const refit = () => {
      if (!movedByPerson.current) map.fitBounds(latest.current, { ...FIT, duration: 0 });
    };
    map.on('moveend', report);
    map.on('movestart', noteMove);
    map.on('resize', refit);
    return () => {
      map.off('moveend', report);
      map.off('movestart', noteMove);
      map.off('resize', refit);
    };
  }, [map, onMoved]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when the framed box changes (its text), not when a new array of the same box arrives
  useEffect(() => {
    if (!map) return;
    movedByPerson.current = false;
    // The first frame at once (the map has only just appeared); later ones move there, so the person
    // sees where the new results are. maplibre skips the move for those who prefer reduced motion.
    map.fitBounds(frame, { ...FIT, duration: framed.current ? 600 : 0 });
    framed.current = true;
  }, [map, key]);
  return null;
}
