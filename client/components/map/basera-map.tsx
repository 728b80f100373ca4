import 'maplibre-gl/dist/maplibre-gl.css';
import { type StyleSpecification, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type ReactNode, useState } from 'react';
import MapGL, { type MapLayerMouseEvent, NavigationControl } from 'react-map-gl/maplibre';

// maplibre looks for its worker next to its own module, which the bundle moves; point it at the
// worker file the build emits.
setWorkerUrl(workerUrl);

// OpenStreetMap raster tiles through maplibre (DESIGN.md: no token). Markers are HTML overlays, so
// they show even when the tiles cannot load (offline, blocked).
const OSM_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    osm: {
      type: 'raster',
      tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
      tileSize: 256,
      maxzoom: 19,
      attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#e9eef3' } },
    { id: 'osm', type: 'raster', source: 'osm' },
  ],
};

export interface BaseraMapProps {
  center: { lat: number; lng: number };
  zoom: number;
  label: string;
  /** Pixels, or any CSS length (e.g. a custom property that changes with the screen width). */
  height?: number | string;
  /** Fit this box ([west, south], [east, north]) around the centre instead of a fixed zoom. */
  fitBounds?: [[number, number], [number, number]];
  onClick?(point: { lat: number; lng: number }): void;
  children?: ReactNode;
}

/** The map used across Basera; children are react-map-gl Markers. Loaded lazily (it is large). */
export default function BaseraMap({ center, zoom, label, height = 320, fitBounds, onClick, children }: BaseraMapProps) {
  // Handled here, maplibre does not log every tile it could not fetch (offline, blocked) as an error.
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <section className="map" style={{ height, position: 'relative' }} aria-label={label}>
      <MapGL
        initialViewState={
          fitBounds
            ? { bounds: fitBounds, fitBoundsOptions: { padding: 16 } }
            : { latitude: center.lat, longitude: center.lng, zoom }
        }
        mapStyle={OSM_STYLE}
        maxZoom={18}
        style={{ width: '100%', height: '100%' }}
        onClick={
          onClick ? (event: MapLayerMouseEvent) => onClick({ lat: event.lngLat.lat, lng: event.lngLat.lng }) : undefined
        }
        cursor={onClick ? 'crosshair' : 'grab'}
        onError={() => setTilesFailed(true)}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {children}
      </MapGL>
      {tilesFailed && (
        <p className="map__notice" role="status">
          The map background could not load; the markers are still in the right places.
        </p>
      )}
    </section>
  );
}
