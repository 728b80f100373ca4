// The neighbourhoods feature's public face: search over the curated localities, and the user's
// selected neighbourhood, which the places and events pages and the assistant start from.

export { neighbourhoodsRouter } from './neighbourhoods.router';
export { neighbourhoodsPersonalData } from './personal-data';
export { readSelection } from './selection-store';
