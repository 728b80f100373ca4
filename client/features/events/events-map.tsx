import { Marker } from 'react-map-gl/maplibre';
import type { EventsResponse } from '../../../shared/contracts/events';
import BaseraMap from '../../components/map/basera-map';

/** A small map of the listed events' venues around the location (one marker per venue). */
export default function EventsMap({ location, events }: Pick<EventsResponse, 'location' | 'events'>) {
  const venues = new Map<string, { name: string; lat: number; lng: number; count: number }>();
  for (const event of events) {
    if (!event.coordinates) continue;
    const key = `${event.coordinates.lat},${event.coordinates.lng}`;
    const venue = venues.get(key);
    if (venue) venue.count++;
    else venues.set(key, { name: event.location.split(',')[0] ?? event.name, ...event.coordinates, count: 1 });
  }
  return (
    <BaseraMap
      key={location.city}
      center={location.coordinates}
      zoom={11}
      height={300}
      label={`Map of event venues in ${location.city}`}
    >
      {[...venues.values()].map((venue) => (
        <Marker key={`${venue.lat},${venue.lng}`} latitude={venue.lat} longitude={venue.lng}>
          <span className="pin" title={venue.name}>
            {venue.count}
          </span>
        </Marker>
      ))}
    </BaseraMap>
  );
}
