// The cities feature's public face: the list itself (the home page is prerendered with it).
export { listCities } from './list-cities';
