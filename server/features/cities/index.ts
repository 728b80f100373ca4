// The cities feature's public face: its API, and the list itself (the home page is prerendered with it).
export { citiesRouter } from './cities.router';
export { listCities } from './list-cities';
