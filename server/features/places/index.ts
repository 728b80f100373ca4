// The places feature's public face: its API, the providers chosen at start, and the search itself
// (the assistant answers "places near me" with it).
export { createPlacesProviders } from './create-places-provider';
export type { PlacesProviders } from './find-places';
export type { OverpassElement } from './osm/overpass-query';
export { placesRouter } from './places.router';
export { startPlacesBackground } from './places-background';
export { searchPlaces } from './search-places';
