import { Router } from 'express';
import { bodyOf, restRoute } from '../../app/rest';
import type { Services } from '../../services';

export function chatRestRoutes(services: Services): Router {
  const routes = Router();
  /** spec §7 POST /api/bot/message: `{ message }` → the assistant's whole reply. */
  routes.post(
    '/api/bot/message',
    restRoute(services, (caller, req) => caller.chat.message(bodyOf(req))),
  );
  return routes;
}
