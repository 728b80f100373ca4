// The user feature's public face: the profile API, the persona store that a timeline upload writes
// within its own transaction, and the person's interests (events, the assistant).
export { savePersona } from './persona-store';
export { readInterests } from './read-interests';
export { userRouter } from './user.router';
