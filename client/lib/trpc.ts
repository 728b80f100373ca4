import { createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/app-router';
import { clientEnv } from './config';
import { onSessionChange } from './session-events';
import { authHeaders } from './storage';

export const trpc = createTRPCReact<AppRouter>();

function wsUrl(): string {
  const base = clientEnv.apiBaseUrl || window.location.origin;
  return `${base.replace(/^http/, 'ws')}/trpc`;
}

/**
 * Queries and mutations over HTTP (batched); subscriptions over one lazily opened WebSocket, closed
 * when the signed-in person changes: the server reads the session from the cookie the socket opened
 * with, and the next subscription opens a new one with the new cookie.
 */
export function createTrpcClient() {
  const sockets = createWSClient({
    url: wsUrl,
    lazy: { enabled: true, closeMs: 10_000 },
    keepAlive: { enabled: true, intervalMs: 30_000, pongTimeoutMs: 5_000 },
  });
  onSessionChange(() => {
    void sockets.close();
  });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: sockets }),
        false: httpBatchLink({
          url: `${clientEnv.apiBaseUrl}/trpc`,
          fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
          headers: authHeaders,
        }),
      }),
    ],
  });
}
