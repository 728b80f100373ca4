import type { Request, RequestHandler, Response } from 'express';
import type { Services } from '../services';
import { createCaller } from '../trpc/app-router';
import { createHttpContext } from '../trpc/context';

type Caller = ReturnType<typeof createCaller>;

/**
 * A REST adapter for the spec's /api paths (DESIGN.md): it runs the same tRPC procedure through a
 * server-side caller, so validation, auth and errors are identical on both surfaces.
 */
export function restRoute(services: Services, run: (caller: Caller, req: Request) => Promise<unknown>): RequestHandler {
  return async (req, res, next) => {
    try {
      const caller = createCaller(await createHttpContext(services, req, res));
      sendJson(res, await run(caller, req));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The raw JSON body (`{}` for a body-less POST; Express 5 leaves req.body undefined then), typed as
 * the procedure's input only so it can be handed over: the procedure's zod input validates it.
 */
export function bodyOf<T>(req: Request): T {
  return (req.body ?? {}) as T;
}

/**
 * The reply as JSON, encoded once and written in one go: Express's res.json adds steps these replies
 * never need (its settings lookups, charset and freshness checks) to every 20 KB reply.
 */
function sendJson(res: Response, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value ?? null)); // encoded once, measured from the bytes
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}
