// The places feature's public face: the providers chosen at start, and the search itself
// (the assistant answers "places near me" with it), and what it lists around each locality (the
// finder's cards claim no amenity it does not list).
export { createPlacesProviders } from './create-places-provider';
export type { PlacesProviders } from './find-places';
export { listPlacesNearby } from './list-places-nearby';
export { startPlacesBackground } from './places-background';
export { searchPlaces } from './search-places';
