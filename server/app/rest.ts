import type { Request, RequestHandler } from 'express';
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
      res.json(await run(caller, req));
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
