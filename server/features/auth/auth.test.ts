import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { emulatorIdToken, forgedFirebaseToken, sessionCookieFrom } from '../../test/emulator-tokens';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function rowCounts() {
  const [u] = await server.database.db.select({ n: count() }).from(users);
  const [s] = await server.database.db.select({ n: count() }).from(sessions);
  return { users: u?.n, sessions: s?.n };
}

async function signIn(email: string, name: string) {
  const { idToken, uid } = await emulatorIdToken({ email, name });
  const res = await server.request('/api/auth/verify-token', { body: { idToken } });
  return { ...res, idToken, uid };
}

describe('POST /api/auth/verify-token', () => {
  it('refuses malformed, expired and wrong-project tokens with 401 and stores nothing', async () => {
    const before = await rowCounts();
    const bad = [
      'not-a-jwt-at-all-but-long-enough',
      forgedFirebaseToken({ projectId: 'demo-basera', expiresInSeconds: -3600 }),
      forgedFirebaseToken({ projectId: 'demo-someone-else', expiresInSeconds: 3600 }),
    ];
    for (const idToken of bad) {
      const res = await server.request('/api/auth/verify-token', { body: { idToken } });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', error: expect.stringMatching(/sign in again/i) });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('accepts a valid emulator token: returns the user and sets an httpOnly SameSite=Lax cookie', async () => {
    const res = await signIn('meera@example.com', 'Meera Iyer');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        id: expect.any(String),
        uid: res.uid,
        email: 'meera@example.com',
        name: 'Meera Iyer',
        displayName: 'Meera Iyer',
        picture: null,
      },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('basera_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http here; Secure is set behind https
  });

  it('signs the same person in as the same user every time', async () => {
    const first = await signIn('ravi@example.com', 'Ravi');
    const second = await signIn('ravi@example.com', 'Ravi');
    const other = await signIn('ravi.k@example.com', 'Ravi');
    const id = (res: typeof first) => (res.body as { user: { id: string } }).user.id;
    expect(id(second)).toBe(id(first));
    expect(id(other)).not.toBe(id(first));
  });

  it('validates the body with the field named, and writes nothing', async () => {
    const before = await rowCounts();
    const missing = await server.request('/api/auth/verify-token', { body: {} });
    expect(missing.status).toBe(400);
    expect((missing.body as { error: string }).error).toMatch(/idToken/);
    const extra = await server.request('/api/auth/verify-token', { body: { idToken: 'x'.repeat(30), admin: true } });
    expect(extra.status).toBe(400);
    expect((extra.body as { error: string }).error).toMatch(/admin/);
    const notJson = await server.request('/api/auth/verify-token', { rawBody: '{"idToken": ' });
    expect(notJson).toMatchObject({ status: 400, body: { error: 'Request body is not valid JSON' } });
    const huge = await server.request('/api/auth/verify-token', { body: { idToken: 'x'.repeat(400_000) } });
    expect(huge).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('sessions', () => {
  it('session → logout → session round trip', async () => {
    expect((await server.request('/api/auth/session')).status).toBe(401);
    const res = await signIn('anita@example.com', 'Anita');
    const cookie = sessionCookieFrom(res.headers);
    const session = await server.request('/api/auth/session', { cookie });
    expect(session).toMatchObject({ status: 200, body: { user: { email: 'anita@example.com' } } });

    const logout = await server.request('/api/auth/logout', { method: 'POST', cookie });
    expect(logout).toMatchObject({ status: 200, body: { success: true } });
    expect(logout.headers.getSetCookie().join()).toMatch(/basera_session=;/);
    // The old cookie is revoked on the server, not just cleared in the browser.
    expect((await server.request('/api/auth/session', { cookie })).status).toBe(401);
    expect((await server.request('/api/user/profile', { cookie })).status).toBe(401);
  });

  it('auth.current answers 200 with the user, or with null when signed out', async () => {
    const current = async (cookie?: string) => (await server.request('/trpc/auth.current', { cookie })).body;
    expect(await current()).toMatchObject({ result: { data: { user: null } } });
    const cookie = sessionCookieFrom((await signIn('ravi@example.com', 'Ravi')).headers);
    expect(await current(cookie)).toMatchObject({ result: { data: { user: { email: 'ravi@example.com' } } } });
  });

  it('accepts the ID token as a bearer token (the spec authToken)', async () => {
    const { idToken } = await emulatorIdToken({ email: 'bearer@example.com', name: 'Bea' });
    const res = await server.request('/api/user/profile', { headers: { authorization: `Bearer ${idToken}` } });
    expect(res).toMatchObject({ status: 200, body: { user: { email: 'bearer@example.com' } } });
    const forged = forgedFirebaseToken({ projectId: 'demo-basera', expiresInSeconds: -10 });
    expect((await server.request('/api/user/profile', { headers: { authorization: `Bearer ${forged}` } })).status).toBe(
      401,
    );
  });

  it('a second user sees only their own profile', async () => {
    const first = await signIn('first@example.com', 'First Person');
    const second = await signIn('second@example.com', 'Second Person');
    const firstProfile = await server.request('/api/user/profile', { cookie: sessionCookieFrom(first.headers) });
    const secondProfile = await server.request('/api/user/profile', { cookie: sessionCookieFrom(second.headers) });
    expect(firstProfile.body).toMatchObject({ user: { email: 'first@example.com' } });
    expect(secondProfile.body).toMatchObject({ user: { email: 'second@example.com' } });
    expect(JSON.stringify(secondProfile.body)).not.toContain('first@example.com');
  });
});

describe('cross-site request forgery', () => {
  it('refuses a state-changing request from another site, even with a valid cookie', async () => {
    const res = await signIn('csrf@example.com', 'Csrf');
    const cookie = sessionCookieFrom(res.headers);
    const attack = await server.request('/api/auth/logout', {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(attack).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await server.request('/api/auth/session', { cookie })).status).toBe(200);
    const fetchMeta = await server.request('/api/auth/logout', {
      method: 'POST',
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMeta.status).toBe(403);
    const sameOrigin = await server.request('/api/auth/logout', {
      method: 'POST',
      cookie,
      headers: { origin: server.url },
    });
    expect(sameOrigin.status).toBe(200);
  });
});

describe('errors', () => {
  it('answers unknown API paths with the spec { error } JSON', async () => {
    const res = await server.request('/api/nowhere');
    expect(res).toMatchObject({
      status: 404,
      body: { error: expect.stringContaining('/api/nowhere'), code: 'NOT_FOUND' },
    });
  });
});
