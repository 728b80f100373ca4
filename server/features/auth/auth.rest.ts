import { Router } from 'express';
import { bodyOf, restRoute } from '../../app/rest';
import type { Services } from '../../services';

export function authRestRoutes(services: Services): Router {
  const routes = Router();
  routes.post(
    '/api/auth/verify-token',
    restRoute(services, (caller, req) => caller.auth.verifyToken(bodyOf(req))),
  );
  routes.get(
    '/api/auth/session',
    restRoute(services, (caller) => caller.auth.session()),
  );
  routes.post(
    '/api/auth/logout',
    restRoute(services, (caller) => caller.auth.logout()),
  );
  return routes;
}
