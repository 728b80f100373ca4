// The business feature's public face: its API.
export { businessRouter } from './business.router';
export { businessPersonalData } from './personal-data';
