// The recommendations feature's public face: its API, and the user's saved finder data that other
// features read (the selection keeps a scored neighbourhood; the assistant reads the preferences).
export { readPreferences, savedPreferencesOf, searchIsNewer } from './finder-store';
export { recommendationsPersonalData } from './personal-data';
export { latestForUser, latestFromInput } from './recommend-for-user';
export { recommendationsRouter } from './recommendations.router';
