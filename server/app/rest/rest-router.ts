import { type RequestHandler, Router } from 'express';
import type { Services } from '../../services';
import type { RestRoute } from '../openapi/rest-route';
import { procedureRouteHandler, procedureRoutes } from './procedure-routes';
import { RAW_ROUTES } from './raw-routes';

/** One REST route: how the OpenAPI document describes it, and what answers it. */
export interface ServedRoute {
  doc: RestRoute;
  handler(services: Services, app: { isAuthReady: () => boolean; routes: readonly RestRoute[] }): RequestHandler;
}

/**
 * Every REST route the app serves, the one list: the raw ones (raw-routes.ts) and each endpoint a
 * procedure declares. The router mounts it, the OpenAPI document describes it, and the tests that
 * try every route read it.
 */
export const REST_ROUTES: readonly ServedRoute[] = [
  ...RAW_ROUTES,
  ...procedureRoutes().map((route) => ({
    doc: route.doc,
    handler: (services: Services) => procedureRouteHandler(services, route),
  })),
];

export function restRouter(services: Services, options: { isAuthReady: () => boolean }): Router {
  const router = Router();
  const routes = REST_ROUTES.map((route) => route.doc);
  for (const { doc, handler } of REST_ROUTES) {
    router[doc.method](doc.path, handler(services, { isAuthReady: options.isAuthReady, routes }));
  }
  return router;
}
