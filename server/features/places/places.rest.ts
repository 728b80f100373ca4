import { Router } from 'express';
import { bodyOf, restRoute } from '../../app/rest';
import type { Services } from '../../services';

export function placesRestRoutes(services: Services): Router {
  const routes = Router();
  /** spec §7 POST /api/places/recommendations: `{ neighborhoodId, type, radius, priceLevel }`. */
  routes.post(
    '/api/places/recommendations',
    restRoute(services, (caller, req) => caller.places.search(bodyOf(req))),
  );
  return routes;
}
