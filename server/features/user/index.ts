// The user feature's public face: what the person has saved, read in one
// statement (their interests for events and the assistant; preferences and analysis for places).
// A timeline upload stores its persona with its analysis (uploads/timeline-store.ts).

export { userPersonalData } from './personal-data';
export { interestsOf, readInterests } from './read-interests';
export { readSavedProfile, type SavedProfile } from './saved-profile';
