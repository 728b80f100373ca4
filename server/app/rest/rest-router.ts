import { Router } from 'express';
import type { Services } from '../../services';
import type { RestRoute } from '../openapi/rest-route';
import { procedureRouteHandler, procedureRoutes } from './procedure-routes';
import { RAW_ROUTES } from './raw-routes';

/** Every REST route: the raw ones (raw-routes.ts) and each endpoint a procedure declares. */
export function restRouter(services: Services, options: { isAuthReady: () => boolean }): Router {
  const router = Router();
  const generated = procedureRoutes();
  const routes: RestRoute[] = [...RAW_ROUTES.map((route) => route.doc), ...generated.map((route) => route.doc)];
  for (const { doc, handler } of RAW_ROUTES) {
    router[doc.method](doc.path, handler(services, { isAuthReady: options.isAuthReady, routes }));
  }
  for (const route of generated) router[route.doc.method](route.doc.path, procedureRouteHandler(services, route));
  return router;
}
