import { inject } from 'vitest';
import { exchangeAtEmulator } from './emulator-exchange';

// ID tokens for tests, obtained the way the browser gets them: a Google credential built from an
// unsigned test token, exchanged at the Auth emulator's signInWithIdp endpoint.

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function unsignedJwt(payload: object): string {
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(payload)}.`;
}

export async function emulatorIdToken(account: {
  email: string;
  name: string;
}): Promise<{ idToken: string; uid: string }> {
  const now = Math.floor(Date.now() / 1000);
  const googleToken = unsignedJwt({
    iss: 'https://accounts.google.com',
    aud: 'basera-test',
    sub: `google-${account.email}`,
    email: account.email,
    email_verified: true,
    name: account.name,
    iat: now,
    exp: now + 3600,
  });
  return exchangeAtEmulator(inject('authEmulatorHost'), googleToken);
}

/** A Firebase-shaped ID token with chosen claims, for the expired and wrong-project cases. */
export function forgedFirebaseToken(claims: { projectId: string; expiresInSeconds: number; uid?: string }): string {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + claims.expiresInSeconds;
  return unsignedJwt({
    iss: `https://securetoken.google.com/${claims.projectId}`,
    aud: claims.projectId,
    auth_time: Math.min(now, exp) - 60,
    user_id: claims.uid ?? 'forged-user',
    sub: claims.uid ?? 'forged-user',
    iat: Math.min(now, exp) - 60,
    exp,
    email: 'forged@example.com',
    firebase: { identities: {}, sign_in_provider: 'google.com' },
  });
}

export function sessionCookieFrom(headers: Headers): string {
  const setCookie = headers.getSetCookie().find((c) => c.startsWith('basera_session='));
  if (!setCookie) throw new Error('no session cookie was set');
  return setCookie.split(';')[0]!;
}
