// The places feature's public face: the providers chosen at start, and the search itself
// (the assistant answers "places near me" with it).
export { createPlacesProviders } from './create-places-provider';
export type { PlacesProviders } from './find-places';
export { startPlacesBackground } from './places-background';
export { searchPlaces } from './search-places';
