import { APP_ERROR_STATUS, type AppErrorCode } from '../../../shared/errors/app-error-codes';
import { errorBodySchema } from '../../../shared/errors/error-body';
import { sessionUseOf } from '../../trpc/procedure-meta';
import { type JsonSchema, nameOf, schemaRef } from './openapi-schemas';
import type { RestRoute } from './rest-route';

const WHEN: Record<AppErrorCode, string> = {
  BAD_REQUEST: 'Invalid input (`fields` names each bad field), a body that is not JSON, or an unusable file.',
  UNAUTHORIZED: 'No valid session cookie or bearer ID token (or, to sign in, an invalid ID token).',
  FORBIDDEN: 'A state-changing request from another site (Origin / Sec-Fetch-Site check).',
  NOT_FOUND: 'The neighbourhood, city or file asked for does not exist (for this person).',
  TIMEOUT: 'The body stopped arriving (nothing for BODY_IDLE_TIMEOUT_MS); the connection is then closed.',
  CONFLICT: 'The request conflicts with one under way.',
  PAYLOAD_TOO_LARGE: 'The body is over the size limit.',
  TOO_MANY_REQUESTS: 'Rate limited: try again in a minute.',
  INTERNAL_SERVER_ERROR: 'An unexpected failure (logged; no internals in the reply).',
  SERVICE_UNAVAILABLE: 'An outside service the route needs cannot be reached.',
};

/**
 * Which errors a route can answer with: what every route of its kind can (any route can fail; a POST
 * or DELETE goes through the JSON body parser, its size limit and the cross-site guard; a route that needs a
 * session refuses without one), plus the route's own.
 */
export function errorCodesOf(route: RestRoute): AppErrorCode[] {
  const codes = new Set<AppErrorCode>(['INTERNAL_SERVER_ERROR', ...(route.errors ?? [])]);
  if (sessionUseOf(route.access) === 'required') codes.add('UNAUTHORIZED');
  if (route.method !== 'get') {
    for (const code of ['BAD_REQUEST', 'FORBIDDEN', 'TIMEOUT', 'PAYLOAD_TOO_LARGE'] as const) codes.add(code);
  }
  if (route.params || route.query) codes.add('BAD_REQUEST');
  return [...codes].sort((a, b) => APP_ERROR_STATUS[a] - APP_ERROR_STATUS[b]);
}

/** The error responses of a route: the one error body, its `code` fixed to the status's code. */
export function errorResponses(route: RestRoute): Record<string, JsonSchema> {
  return Object.fromEntries(
    errorCodesOf(route).map((code) => [
      String(APP_ERROR_STATUS[code]),
      {
        description: `${code}: ${WHEN[code]}`,
        content: {
          'application/json': {
            schema: {
              allOf: [schemaRef(nameOf(errorBodySchema)), { type: 'object', properties: { code: { const: code } } }],
            },
          },
        },
      },
    ]),
  );
}
