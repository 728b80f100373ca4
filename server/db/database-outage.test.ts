import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAs } from '../test/sign-in';
import { startTcpForwarder } from '../test/tcp-forwarder';
import { openTestDatabase } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';

// Faults: PostgreSQL goes away in the middle of a run (a restart, a network cut) and comes
// back. Requests fail fast with 503 and the spec's kind of message, and the server recovers by
// itself, without a restart. The link to the run's PostgreSQL goes through a forwarder that the
// test cuts and restores.

let forwarder: Awaited<ReturnType<typeof startTcpForwarder>>;
let server: TestServer;

beforeAll(async () => {
  forwarder = await startTcpForwarder(Number(new URL(inject('testPostgres').serverUrl).port || 5432));
  server = await startTestServer({}, { database: await openTestDatabase({ port: forwarder.port }) });
});
afterAll(async () => {
  await forwarder?.restore();
  await server?.close();
  await server?.database.close();
});

describe('the database restarting mid-run', () => {
  it('answers 503 quickly while it is gone, and works again when it is back', async () => {
    const cookie = await signInAs(server, 'outage@example.com');
    expect((await server.request('/api/user/profile', { cookie })).status).toBe(200);

    await forwarder.cut();
    // (The profile may still come from the session memo: calls that must read the database.)
    for (const call of [
      () => server.request('/trpc/chat.history', { cookie }),
      () => server.request('/api/housing/recommend-housing', { cookie }),
      () => server.request('/api/bot/message', { cookie, body: { message: 'Hello' } }),
    ]) {
      const started = Date.now();
      const res = await call();
      expect(res.status).toBe(503);
      expect(JSON.stringify(res.body)).toMatch(/briefly unavailable/);
      expect(Date.now() - started).toBeLessThan(5000);
    }

    await forwarder.restore();
    expect((await server.request('/api/user/profile', { cookie })).status).toBe(200);
    expect((await server.request('/api/bot/message', { cookie, body: { message: 'Hello' } })).status).toBe(200);
  });
});
