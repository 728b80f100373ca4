import { existsSync } from 'node:fs';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type Express } from 'express';
import type { ClientConfig } from '../../shared/contracts/auth';
import type { ApiHealthResponse } from '../../shared/contracts/system';
import { createErrorHandler, notFoundHandler } from '../errors/error-handler';
import { authRestRoutes } from '../features/auth/auth.rest';
import { chatRestRoutes } from '../features/chat/chat.rest';
import { eventsRestRoutes } from '../features/events/events.rest';
import { neighbourhoodsRestRoutes } from '../features/neighbourhoods/neighbourhoods.rest';
import { placesRestRoutes } from '../features/places/places.rest';
import { recommendationsRestRoutes } from '../features/recommendations/recommendations.rest';
import { keptFileRestRoutes } from '../features/uploads/kept-file.rest';
import { uploadRestRoutes } from '../features/uploads/upload.rest';
import { userRestRoutes } from '../features/user/user.rest';
import { projectPath } from '../paths';
import type { Services } from '../services';
import { appRouter } from '../trpc/app-router';
import { createHttpContext } from '../trpc/context';
import { jsonBodyIdleGuard } from './body-idle-guard';
import { jsonDepthGuard } from './json-depth-guard';
import { serveOpenApiDocument } from './openapi/openapi-document';
import { requestLogger } from './request-logger';
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

  // Every REST path is also listed in openapi/rest-routes.ts, from which /api/openapi.json is generated.
  app.get('/api/health', (_req, res) => {
    const health: ApiHealthResponse = { status: 'ok', auth: options.isAuthReady() ? 'ready' : 'starting' };
    res.json(health);
  });
  app.get('/api/config', (_req, res) => {
    res.json(clientConfig(services));
  });
  app.get('/api/openapi.json', serveOpenApiDocument);
  app.use(authRestRoutes(services));
  app.use(userRestRoutes(services));
  app.use(recommendationsRestRoutes(services));
  app.use(neighbourhoodsRestRoutes(services));
  app.use(placesRestRoutes(services));
  app.use(eventsRestRoutes(services));
  app.use(chatRestRoutes(services));
  app.use(uploadRestRoutes(services));
  app.use(keptFileRestRoutes(services));
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

/** Public sign-in settings for the browser (DESIGN.md: never a secret). */
function clientConfig({ config }: Services): ClientConfig {
  const { auth } = config;
  return auth.mode === 'firebase'
    ? {
        auth: {
          mode: 'firebase',
          projectId: auth.projectId,
          apiKey: auth.apiKey,
          authDomain: auth.authDomain,
          emulatorUrl: null,
        },
      }
    : {
        auth: {
          mode: 'emulator',
          projectId: auth.projectId,
          // Any key works against the emulator; the SDK only insists on one being present.
          apiKey: 'local-emulator-key',
          authDomain: `${auth.projectId}.firebaseapp.com`,
          emulatorUrl: `http://${auth.host}`,
        },
      };
}
