// The cities feature's public face: its API.
export { citiesRouter } from './cities.router';
