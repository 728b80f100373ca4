import { existsSync } from 'node:fs';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type Express } from 'express';
import { createErrorHandler, notFoundHandler } from '../errors/error-handler';
import { projectPath } from '../paths';
import type { Services } from '../services';
import { appRouter } from '../trpc/app-router';
import { createHttpContext } from '../trpc/context';
import { jsonBodyIdleGuard } from './body-idle-guard';
import { jsonDepthGuard } from './json-depth-guard';
import { requestLogger } from './request-logger';
import { restRouter } from './rest/rest-router';
import { sameOriginGuard } from './same-origin';
import { securityHeaders } from './security-headers';
import { serveClient } from './serve-client';

export interface AppOptions {
  /** Whether local sign-in can be used yet (the emulator starts alongside the server). */
  isAuthReady: () => boolean;
  /** The built web app; dist/client unless a test gives another. */
  clientDir?: string;
}

export function createApp(services: Services, options: AppOptions): Express {
  const { config, logger } = services;
  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // No ETag on API replies: they are per user and never revalidated, and hashing every 20 KB
  // recommendation reply cost CPU for nothing. Static files keep theirs (express.static, sendFile).
  app.set('etag', false);
  app.use(securityHeaders(config));
  app.use(requestLogger(logger));
  app.use(
    ['/api', '/trpc'],
    jsonBodyIdleGuard(config.timeouts.bodyIdleMs),
    express.json({ limit: config.bodyLimitBytes }),
    jsonDepthGuard,
    sameOriginGuard(config.publicOrigins),
  );

  // The spec's /api paths: the raw routes and every endpoint a procedure declares (rest/), also the
  // operations of /api/openapi.json.
  app.use(restRouter(services, { isAuthReady: options.isAuthReady }));
  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => createHttpContext(services, req, res),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error, path }, 'procedure failed');
      },
    }),
  );
  app.use('/api', notFoundHandler);

  const clientDir = options.clientDir ?? projectPath('dist', 'client');
  if (existsSync(clientDir)) app.use(serveClient(clientDir));
  else logger.warn('dist/client is missing: run `npm run build` to serve the web app from this server');

  app.use(createErrorHandler(logger));
  return app;
}
