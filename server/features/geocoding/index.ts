// The geocoding feature's public face: the Geocoder interface and its providers.
export { createGeocoder } from './create-geocoder';
export { createGazetteerGeocoder } from './gazetteer-geocoder';
export type { CityLookup, GeocodeResult, Geocoder, ReverseGeocodeResult } from './geocoder';
