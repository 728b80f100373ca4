// The auth feature's public face: who is calling (for REST routes outside tRPC and the tRPC
// context), the spec's user object, and the identity providers chosen at start.
export { isAuthEmulatorUp, type RunningEmulator, startAuthEmulator } from './auth-emulator';
export { createFirebaseIdentityVerifier } from './firebase-identity-verifier';
export type { IdentityVerifier, VerifiedIdentity } from './identity-verifier';
export { authPersonalData, usersIdleSince } from './personal-data';
export { type RequestAuth, resolveAuth } from './resolve-auth';
export { endAllSessions, SESSION_COOKIE } from './sessions';
export { toUser } from './users';
