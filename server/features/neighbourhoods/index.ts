// The neighbourhoods feature's public face: the user's selected neighbourhood, which the places and
// events pages and the assistant start from.
export { readSelection } from './selection-store';
