// The user feature's public face: the profile API, and the persona store that a timeline upload
// writes within its own transaction.
export { savePersona } from './persona-store';
export { userRouter } from './user.router';
