import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/app-router';
import { apiErrorFrom } from './api-error';
import { clientEnv } from './config';
import { authHeaders } from './storage';

// How the browser talks to the server (docs/ARCHITECTURE.md, "Client and server"): tRPC procedures,
// through the React Query hooks (client/lib/trpc.ts) on the pages that load them, and through
// `server` below on the first page view and for sign-in, where the hooks' client and React Query
// would be most of the page's JavaScript. Only what is not JSON in and out (the streamed upload and
// the kept file's download) goes to its REST route, through `callRawRoute`. Every failure is an
// ApiError with the server's message, code and fields.

type Procedure = { query(input?: unknown): Promise<unknown>; mutate(input?: unknown): Promise<unknown> };

async function send(path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(`${clientEnv.apiBaseUrl}${path}`, {
    ...init,
    credentials: 'include',
    headers: { ...authHeaders(), ...init.headers },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorFrom(response.status, body);
  const data = (body as { result?: { data?: unknown } } | undefined)?.result;
  if (!data || !('data' in data)) throw apiErrorFrom(response.status, undefined);
  return data.data;
}

function procedureAt(path: string): Procedure {
  return {
    // tRPC's HTTP wire format, unbatched and without a transformer, as the hooks' client sends it.
    query: (input) =>
      send(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, {}),
    mutate: (input) =>
      send(`/trpc/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: input === undefined ? undefined : JSON.stringify(input),
      }),
  };
}

function proxyOf(path: string[]): unknown {
  return new Proxy(
    {},
    {
      get: (_target, key) => {
        if (typeof key !== 'string') return undefined;
        if (key === 'query' || key === 'mutate') return procedureAt(path.join('.'))[key];
        return proxyOf([...path, key]);
      },
    },
  );
}

/**
 * The server's procedures as `server.auth.current.query()` and `server.auth.logout.mutate()`, typed
 * from AppRouter (a type only: none of tRPC's client is loaded). Subscriptions need the WebSocket
 * and go through the hooks.
 */
export const server = proxyOf([]) as TRPCClient<AppRouter>;

/** The REST routes that are not JSON in and out (server/app/rest/raw-routes.ts), with what each takes. */
interface RawRoutes {
  'POST /api/upload': { body: FormData; accept?: string };
  'GET /api/timeline/analyses/:id/file': { params: { id: string } };
}

/**
 * One of the raw routes, with credentials and the stored bearer token (spec §6); its reply as it
 * came, for the caller to stream or save. A refusal throws, as every call does.
 */
export async function callRawRoute<R extends keyof RawRoutes>(route: R, request: RawRoutes[R]): Promise<Response> {
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
