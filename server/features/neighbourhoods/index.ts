// The neighbourhoods feature's public face: the user's selected neighbourhood, which the places and
// events pages and the assistant start from.
export { neighbourhoodsPersonalData } from './personal-data';
export { readSelection } from './selection-store';
