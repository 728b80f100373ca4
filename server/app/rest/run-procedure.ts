import type { Request, RequestHandler, Response } from 'express';
import type { Services } from '../../services';
import { createCaller } from '../../trpc/app-router';
import { createHttpContext } from '../../trpc/context';

type Caller = ReturnType<typeof createCaller>;
type Procedure = (input?: unknown) => Promise<unknown>;

/** A procedure of the server-side caller by its dotted path (`places.search`). */
function procedureAt(caller: Caller, path: string): Procedure {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Procedure;
}

/**
 * A REST adapter for the spec's /api paths (DESIGN.md): it runs a tRPC procedure through a
 * server-side caller, so validation, auth and errors are identical on both surfaces. `choose` picks
 * the procedure for the request's input (its path), which the procedure's own contract validates.
 */
export function runProcedure(
  services: Services,
  inputOf: (req: Request) => unknown,
  choose: (input: unknown) => string,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const caller = createCaller(await createHttpContext(services, req, res));
      const input = inputOf(req);
      sendJson(res, await procedureAt(caller, choose(input))(input));
    } catch (error) {
      next(error);
    }
  };
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
