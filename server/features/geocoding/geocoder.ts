/** A place found for a free-text address, always inside a city of our dataset. */
export interface GeocodeResult {
  label: string;
  lat: number;
  lng: number;
  cityId: string;
  cityName: string;
  state: string;
  /** 0–1: how sure the match is. A bare city centre is 0.4. */
  confidence: number;
  source: 'landmark' | 'locality' | 'city' | 'google';
}

export interface ReverseGeocodeResult {
  cityId: string;
  cityName: string;
  state: string;
  /** The nearest curated locality within 5 km, if any. */
  locality: { id: string; name: string; distanceKm: number } | null;
}

export interface CityLookup {
  cityId: string;
  cityName: string;
  state: string;
  lat: number;
  lng: number;
  /** True when the name was not recognised and the spec's default city (New Delhi) was used. */
  isFallback: boolean;
}

/** Forward and reverse geocoding (DESIGN.md: Google when configured, else the embedded gazetteer). */
export interface Geocoder {
  /** Free text ("Manyata Tech Park, Bengaluru", "Koramangala 5th block") → a place, or null. */
  geocode(text: string): Promise<GeocodeResult | null>;
  /** Places whose names match what has been typed so far, best first (the work-address box). */
  suggest(text: string, limit: number): Promise<GeocodeResult[]>;
  /** Coordinates → nearest locality and city; null when no curated city is within 60 km. */
  reverse(point: { lat: number; lng: number }): Promise<ReverseGeocodeResult | null>;
  /** A city name or alias → the city; unknown → New Delhi, flagged as a fallback (spec §8). */
  resolveCity(name: string): CityLookup;
}
