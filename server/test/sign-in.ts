import { emulatorIdToken, sessionCookieFrom } from './emulator-tokens';
import type { TestServer } from './test-server';

/** Signs a test person in through the real verify-token endpoint and returns their cookie. */
export async function signInAs(server: TestServer, email: string, name = email.split('@')[0]!): Promise<string> {
  const { idToken } = await emulatorIdToken({ email, name });
  const res = await server.request('/api/auth/verify-token', { body: { idToken } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return sessionCookieFrom(res.headers);
}
