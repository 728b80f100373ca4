import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import type { AppRouter } from '../trpc/app-router';

/**
 * A tRPC client over a Basera server's WebSocket, sending headers a browser would (the session
 * cookie, the origin). For tests, benchmarks and the CLI.
 */
export function openWsClient(baseUrl: string, headers: Record<string, string> = {}) {
  const wsClient = createWSClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/trpc`,
    WebSocket: class extends WebSocket {
      constructor(url: string) {
        super(url, { headers });
      }
    } as unknown as typeof globalThis.WebSocket,
  });
  return {
    client: createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] }),
    close: () => wsClient.close(),
  };
}
