import type { TransitNetwork } from './network';
import type { StopWalks } from './raptor';
import { type LatLng, MAX_ACCESS_M, metresBetween, walkSeconds } from './walking';

/** Stops that trips serve within 1.2 km of a point, with the walk to each (docs/recommendation-formula.md §14). */
export function nearbyStops(net: TransitNetwork, point: LatLng, maxMetres = MAX_ACCESS_M): StopWalks {
  const stops: number[] = [];
  const seconds: number[] = [];
  const x = point.lng * net.metresPerLng;
  const y = point.lat * 110_574;
  // The local plane stretches little over a city; 2% slack, then the exact distance decides.
  for (const s of net.stopIndex.within(x, y, maxMetres * 1.02)) {
    if (s >= net.stopCount || net.stopRouteStart[s + 1] === net.stopRouteStart[s]) continue;
    const metres = metresBetween(point, { lat: net.stopLat[s]!, lng: net.stopLng[s]! });
    if (metres > maxMetres) continue;
    stops.push(s);
    seconds.push(walkSeconds(metres));
  }
  return { stops, seconds };
}
