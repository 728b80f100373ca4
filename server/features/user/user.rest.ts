import { Router } from 'express';
import { bodyOf, restRoute } from '../../app/rest';
import type { Services } from '../../services';

export function userRestRoutes(services: Services): Router {
  const routes = Router();
  routes.get(
    '/api/user/profile',
    restRoute(services, (caller) => caller.user.profile()),
  );
  routes.get(
    '/api/user/interests',
    restRoute(services, (caller) => caller.user.interests()),
  );
  routes.post(
    '/api/user/persona',
    restRoute(services, (caller, req) => caller.user.persona(bodyOf(req))),
  );
  return routes;
}
