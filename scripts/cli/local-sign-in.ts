import { buildTestGoogleIdToken } from '../../client/features/auth/local-accounts';
import { exchangeAtEmulator } from '../../server/test/emulator-exchange';

/**
 * Signs a person in as the local account chooser does (an unsigned Google token for the e-mail,
 * exchanged at the emulator, verified by the server) and returns the session cookie: the same
 * e-mail in the browser's chooser is the same person. For the CLI and the load test.
 */
export async function signInLocally(
  base: string,
  emulatorHost: string,
  account: { name: string; email: string },
): Promise<string> {
  const { idToken } = await exchangeAtEmulator(emulatorHost, await buildTestGoogleIdToken(account));
  const res = await fetch(`${base}/api/auth/verify-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!res.ok || !cookie) throw new Error(`sign-in of ${account.email} failed: ${res.status} ${await res.text()}`);
  return cookie;
}
