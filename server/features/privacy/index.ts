// The privacy feature's public face: its API (Your data), the consent an upload needs, and the
// retention job started with the server.
export { requireTimelineConsent } from './consent-store';
export { PERSONAL_DATA } from './holders';
export { privacyRouter } from './privacy.router';
export { startRetentionJob } from './retention';
