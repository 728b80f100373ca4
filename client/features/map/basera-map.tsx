import 'maplibre-gl/dist/maplibre-gl.css';
import type { StyleSpecification } from 'maplibre-gl';
import type { ReactNode } from 'react';
import MapGL, { type MapLayerMouseEvent, NavigationControl } from 'react-map-gl/maplibre';

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
  height?: number;
  onClick?(point: { lat: number; lng: number }): void;
  children?: ReactNode;
}

/** The map used across Basera; children are react-map-gl Markers. Loaded lazily (it is large). */
export default function BaseraMap({ center, zoom, label, height = 320, onClick, children }: BaseraMapProps) {
  return (
    <section className="map" style={{ height }} aria-label={label}>
      <MapGL
        initialViewState={{ latitude: center.lat, longitude: center.lng, zoom }}
        mapStyle={OSM_STYLE}
        maxZoom={18}
        style={{ width: '100%', height: '100%' }}
        onClick={
          onClick ? (event: MapLayerMouseEvent) => onClick({ lat: event.lngLat.lat, lng: event.lngLat.lng }) : undefined
        }
        cursor={onClick ? 'crosshair' : 'grab'}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {children}
      </MapGL>
    </section>
  );
}
