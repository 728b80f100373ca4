import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { emulatorIdToken, sessionCookieFrom } from '../test/emulator-tokens';
import { startTestServer, type TestServer } from '../test/test-server';
import { openWsClient } from '../test/ws-client';
import type { AppRouter } from './app-router';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('tRPC on the same port', () => {
  it('answers queries over HTTP at /trpc', async () => {
    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${server.url}/trpc` })] });
    expect(await client.system.health.query()).toMatchObject({ status: 'ok' });
    await expect(client.user.profile.query()).rejects.toMatchObject({ data: { appCode: 'UNAUTHORIZED' } });
  });

  it('streams a subscription over the WebSocket and knows the cookie session there', async () => {
    const { idToken } = await emulatorIdToken({ email: 'ws@example.com', name: 'Web Socket' });
    const signIn = await server.request('/api/auth/verify-token', { body: { idToken } });
    const cookie = sessionCookieFrom(signIn.headers);
    const { client, close } = openWsClient(server.url, { cookie });
    try {
      const tick = await new Promise<{ time: string }>((resolve, reject) => {
        const sub = client.system.heartbeat.subscribe(undefined, {
          onData: (data) => {
            sub.unsubscribe();
            resolve(data);
          },
          onError: reject,
        });
      });
      expect(Date.parse(tick.time)).toBeGreaterThan(Date.now() - 10_000);
      expect(await client.user.profile.query()).toMatchObject({ user: { email: 'ws@example.com' } });
    } finally {
      await close();
    }
  });

  it('refuses a WebSocket opened from another site', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/trpc`, {
      headers: { origin: 'https://evil.example' },
    });
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => resolve(-1));
    });
    expect(status).toBe(403);
  });
});
