// The geocoding feature's public face: the Geocoder interface, its providers and its API.
export { createGeocoder } from './create-geocoder';
export { createGazetteerGeocoder } from './gazetteer-geocoder';
export type { CityLookup, GeocodeResult, Geocoder, ReverseGeocodeResult } from './geocoder';
export { geocodingRouter } from './geocoding.router';
