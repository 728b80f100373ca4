// The user feature's public face: the profile API, the persona store that a timeline upload writes
// within its own transaction, and what the person has saved, read in one statement (their
// interests for events and the assistant; preferences and analysis for places).
export { savePersona } from './persona-store';
export { interestsOf, readInterests } from './read-interests';
export { readSavedProfile, type SavedProfile } from './saved-profile';
export { userRouter } from './user.router';
