import { apiErrorFrom } from './api-error';
import { clientEnv } from './config';
import { authHeaders } from './storage';

// Every call from the browser goes through the page's tRPC client (client/lib/trpc-client.ts: the
// hooks and the imperative calls), except the two REST routes that are not JSON in and out: the
// timeline upload (multipart in, an NDJSON stream of progress out) and the kept file's download
// (bytes out). tRPC's links read a whole JSON reply, so these two are fetched here, and only here
// (docs/ARCHITECTURE.md, "Calling the server").

/** The REST routes that are not JSON in and out (server/app/rest/raw-routes.ts), with what each takes. */
interface RawRoutes {
  'POST /api/upload': { body: FormData; accept?: string };
  'GET /api/timeline/analyses/:id/file': { params: { id: string } };
}

/**
 * One of the raw routes, with credentials and the stored bearer token (spec §6); its reply as it
 * came, for the caller to stream or save. A refusal throws an ApiError with the server's message,
 * code and fields, as a refused tRPC call does.
 */
export async function fetchRawRoute<R extends keyof RawRoutes>(route: R, request: RawRoutes[R]): Promise<Response> {
  const [method, template] = route.split(' ') as [string, string];
  const params = 'params' in request ? (request.params as Record<string, string>) : {};
  const path = template.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  const response = await fetch(`${clientEnv.apiBaseUrl}${path}`, {
    method,
    credentials: 'include',
    // No content type for FormData (spec §7): the browser writes it with the boundary.
    headers: { ...authHeaders(), ...('accept' in request && request.accept && { Accept: request.accept }) },
    body: 'body' in request ? request.body : undefined,
  });
  if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => null));
  return response;
}
