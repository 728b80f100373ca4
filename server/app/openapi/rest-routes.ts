import { procedureRoutes } from '../rest/procedure-routes';
import { RAW_ROUTES } from '../rest/raw-routes';
import type { RestRoute } from './rest-route';

/**
 * Every REST path the app serves, as the OpenAPI document describes it: the raw routes and the
 * endpoints the procedures declare. openapi-document.test.ts fails when the app serves a route that
 * is not here, or this lists one it does not serve.
 */
export const REST_ROUTES: readonly RestRoute[] = [
  ...RAW_ROUTES.map((route) => route.doc),
  ...procedureRoutes().map((route) => route.doc),
];
