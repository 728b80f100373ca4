import { Router } from 'express';
import { bodyOf, restRoute } from '../../app/rest';
import type { Services } from '../../services';

export function neighbourhoodsRestRoutes(services: Services): Router {
  const routes = Router();
  /** spec §7 POST /api/neighborhoods/search: the search object, over the curated localities. */
  routes.post(
    '/api/neighborhoods/search',
    restRoute(services, (caller, req) => caller.neighbourhoods.search(bodyOf(req))),
  );
  return routes;
}
