const EARTH_RADIUS_KM = 6371; // spec §9

/** Great-circle distance in km. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const RAD = Math.PI / 180;

/** The point `km` away from `from` on `bearingDeg` (0 north, 90 east), on a sphere of radius 6371 km. */
export function destinationPoint(
  from: { lat: number; lng: number },
  km: number,
  bearingDeg: number,
): { lat: number; lng: number } {
  const angular = km / EARTH_RADIUS_KM;
  const bearing = bearingDeg * RAD;
  const lat1 = from.lat * RAD;
  const lng1 = from.lng * RAD;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: lat2 / RAD, lng: ((lng2 / RAD + 540) % 360) - 180 };
}

/** A closed ring of `steps` points around `center` at `km` ([lng, lat] pairs, as GeoJSON wants). */
export function circleRing(center: { lat: number; lng: number }, km: number, steps = 64): [number, number][] {
  const ring = Array.from({ length: steps }, (_, i) => {
    const p = destinationPoint(center, km, (360 * i) / steps);
    return [p.lng, p.lat] as [number, number];
  });
  return [...ring, ring[0]!];
}

/**
 * A point spread evenly over the disc of radius `km` around `center` (spec §4: where a place
 * cannot be placed, a random point within its distance). `random` is injectable for tests.
 */
export function randomPointWithin(
  center: { lat: number; lng: number },
  km: number,
  random: () => number = Math.random,
): { lat: number; lng: number } {
  return destinationPoint(center, km * Math.sqrt(random()), 360 * random());
}
