import { createServer, type Server } from 'node:http';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import type { Express } from 'express';
import { WebSocketServer } from 'ws';
import type { Services } from '../services';
import { appRouter } from '../trpc/app-router';
import { createWsContext } from '../trpc/context';
import { isCrossSite } from './same-origin';

export interface HttpServer {
  server: Server;
  listen(port: number, host: string): Promise<number>;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes sockets. */
  close(graceMs?: number): Promise<void>;
}

/** One port for the SPA, the REST adapters, tRPC over HTTP and tRPC subscriptions over WebSocket. */
export function createHttpServer(app: Express, services: Services): HttpServer {
  const { headersMs, requestMs } = services.config.timeouts;
  // Slow-loris: headers must all arrive within headersMs and a whole request within requestMs, or
  // Node answers 408 and closes the connection. It checks every connectionsCheckingInterval, so
  // that is kept well under the limits. (Pauses inside a body: body-idle.ts.)
  const server = createServer(
    {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      connectionsCheckingInterval: Math.max(50, Math.min(5000, Math.floor(headersMs / 4))),
    },
    app,
  );
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const wsHandler = applyWSSHandler({
    wss,
    router: appRouter,
    createContext: ({ req }) => createWsContext(services, req),
    // Pings an idle socket so proxies keep it open and a dead one is noticed (a streamed reply resumes).
    keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
  });
  server.on('upgrade', (req, socket, head) => {
    // A page on another site must not open a socket that rides on our session cookie.
    const path = req.url?.split('?')[0];
    if (path !== '/trpc' || isCrossSite(req.headers, services.config.publicOrigins)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  return {
    server,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    close: (graceMs = 10_000) =>
      new Promise((resolve) => {
        wsHandler.broadcastReconnectNotification();
        for (const client of wss.clients) client.close(1001, 'server shutting down');
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearTimeout(force);
          wss.close();
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
