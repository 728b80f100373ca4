// spec §9, place card display.

/** Under 1 km in metres ("350 m"), else one decimal km ("2.4 km"). */
export function formatDistance(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(1)} km`;
}

/** Rupee symbols, one per level; 0 is Free; no price, nothing. */
export function formatPriceLevel(level: number | null): string {
  if (level === null) return '';
  return level === 0 ? 'Free' : '₹'.repeat(level);
}

/** One decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** A maps link that gives directions to the place (spec §2: Directions link to a maps site). */
export function directionsUrl(place: { name: string; coordinates: { lat: number; lng: number } }): string {
  const { lat, lng } = place.coordinates;
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
