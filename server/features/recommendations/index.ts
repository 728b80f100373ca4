// The recommendations feature's public face: the user's saved finder data and results that other
// features read (the selection keeps a scored neighbourhood; the assistant reads the preferences).
export { readPreferences, savedPreferencesOf, searchIsNewer } from './finder-store';
export { recommendationsPersonalData } from './personal-data';
export { latestForUser, latestFromInput } from './recommend-for-user';
