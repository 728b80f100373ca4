import { Marker } from 'react-map-gl/maplibre';
import type { CitySummary } from '../../../shared/contracts/cities';
import BaseraMap from '../../components/map/basera-map';

// spec §2: the hero map is centred on a fixed point. It is the middle of the box around our cities,
// and the map fits that box, so the whole country shows on a phone as on a desktop.
const CITIES_BOX: [[number, number], [number, number]] = [
  [68.5, 8.0],
  [92.5, 32.5],
];
const CENTRE = { lat: 20.25, lng: 80.5 };

/** The curated cities as markers over OpenStreetMap; a larger marker where we rank neighbourhoods. */
export default function CitiesMap({ cities }: { cities: readonly CitySummary[] }) {
  return (
    <BaseraMap
      center={CENTRE}
      zoom={4}
      fitBounds={CITIES_BOX}
      label="Map of the cities Basera covers"
      height="var(--hero-map-height)"
    >
      {cities.map((city) => (
        <Marker key={city.id} latitude={city.lat} longitude={city.lng} anchor="center">
          <span
            className={`city-marker${city.localities ? ' city-marker--curated' : ''}`}
            title={
              city.localities
                ? `${city.name}: ${city.localities} curated neighbourhoods`
                : `${city.name}, ${city.state}`
            }
          />
        </Marker>
      ))}
    </BaseraMap>
  );
}
