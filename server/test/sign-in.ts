import { CONSENT_NOTICE_VERSION } from '../../shared/contracts/privacy';
import { emulatorIdToken, sessionCookieFrom } from './emulator-tokens';
import type { TestServer } from './test-server';

/**
 * Signs a test person in through the real verify-token endpoint and returns their cookie. They
 * accept the location-history notice too (POST /api/me/consent), as a person does before their
 * first upload, unless `consent` is false (the tests of consent itself).
 */
export async function signInAs(
  server: TestServer,
  email: string,
  name = email.split('@')[0]!,
  options: { consent?: boolean } = {},
): Promise<string> {
  const { idToken } = await emulatorIdToken({ email, name });
  const res = await server.request('/api/auth/verify-token', { body: { idToken } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  const cookie = sessionCookieFrom(res.headers);
  if (options.consent !== false) {
    const consent = await server.request('/api/me/consent', {
      body: { noticeVersion: CONSENT_NOTICE_VERSION },
      cookie,
    });
    if (consent.status !== 200) throw new Error(`consent failed: ${JSON.stringify(consent.body)}`);
  }
  return cookie;
}
