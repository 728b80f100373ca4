import { Router } from 'express';
import { bodyOf, restRoute } from '../../app/rest';
import type { Services } from '../../services';

export function eventsRestRoutes(services: Services): Router {
  const routes = Router();
  /** spec §7 POST /api/social/groups: `{ neighborhoodId }`, `{ city }` or `{ coordinates: { lat, lng } }`. */
  routes.post(
    '/api/social/groups',
    restRoute(services, (caller, req) => caller.events.upcoming(bodyOf(req))),
  );
  return routes;
}
