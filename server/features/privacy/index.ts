// The privacy feature's public face: the consent an upload needs, and the retention job started
// with the server.
export { requireTimelineConsent } from './consent-store';
export { PERSONAL_DATA } from './holders';
export { startRetentionJob } from './retention';
