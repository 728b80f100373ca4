import { Router } from 'express';
import { bodyOf, restRoute } from '../../app/rest';
import type { Services } from '../../services';

export function recommendationsRestRoutes(services: Services): Router {
  const routes = Router();
  // spec §7 / SUPPLEMENT.md: one path, two POST bodies. `{preferences}` asks for recommendations;
  // anything else is the finder form, which is saved.
  routes.post(
    '/api/housing/recommend-housing',
    restRoute(services, (caller, req) => {
      const body = bodyOf<Record<string, unknown>>(req);
      return body && typeof body === 'object' && 'preferences' in body
        ? caller.recommendations.recommend(bodyOf(req))
        : caller.recommendations.savePreferences(bodyOf(req));
    }),
  );
  routes.get(
    '/api/housing/recommend-housing',
    restRoute(services, (caller) => caller.recommendations.preferences()),
  );
  return routes;
}
