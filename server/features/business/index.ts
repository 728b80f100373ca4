// The business feature's public face: the enquiries it holds about a person (Your data).
export { businessPersonalData } from './personal-data';
