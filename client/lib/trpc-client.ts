import {
  createTRPCClient,
  createWSClient,
  httpBatchLink,
  type OperationLink,
  splitLink,
  type TRPCLink,
  wsLink,
} from '@trpc/client';
import type { AppRouter } from '../../server/trpc/app-router';
import { clientEnv } from './config';
import { onSessionChange } from './session-events';
import { authHeaders } from './storage';

// The page's one tRPC client (docs/ARCHITECTURE.md, "Calling the server"): the React Query hooks
// use it (DataProviders hands it to them) and so does code that calls the server outside a
// component (the session check, sign-in, the data export), as `trpcClient.auth.current.query()`.
// Code in every page's first script imports this module lazily (`await import`), so a page that
// does not call the server does not load tRPC's client.

function wsUrl(): string {
  const base = clientEnv.apiBaseUrl || window.location.origin;
  return `${base.replace(/^http/, 'ws')}/trpc`;
}

/**
 * Subscriptions over one WebSocket, made on the first subscription (the class is read when the
 * client is made, and the prerenderer and unit tests run where there is none) and opened lazily;
 * closed when the signed-in person changes: the server reads the session from the cookie the
 * socket opened with, and the next subscription opens a new one with the new cookie.
 */
const subscriptionLink: TRPCLink<AppRouter> = (runtime) => {
  let link: OperationLink<AppRouter> | undefined;
  return (operation) => {
    if (!link) {
      const sockets = createWSClient({
        url: wsUrl,
        lazy: { enabled: true, closeMs: 10_000 },
        keepAlive: { enabled: true, intervalMs: 30_000, pongTimeoutMs: 5_000 },
      });
      onSessionChange(() => {
        void sockets.close();
      });
      link = wsLink<AppRouter>({ client: sockets })(runtime);
    }
    return link(operation);
  };
};

/** Queries and mutations over HTTP (batched), subscriptions over the WebSocket. */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: subscriptionLink,
      false: httpBatchLink({
        url: `${clientEnv.apiBaseUrl}/trpc`,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
        headers: authHeaders,
      }),
    }),
  ],
});
