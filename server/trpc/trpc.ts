import { initTRPC } from '@trpc/server';
import { AppError } from '../errors/app-error';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../errors/database-unavailable';
import { toAppError } from '../errors/to-app-error';
import { findUnstorableText } from '../lib/find-unstorable-text';
import type { Context } from './context';
import type { ProcedureMeta } from './procedure-meta';

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // Subscriptions only over the WebSocket, whose upgrade is checked for the page's origin
    // (http-server.ts). tRPC would also serve them as server-sent events on a plain GET, which the
    // same-origin guard lets through as a safe method: any site could then ask the assistant in a
    // visitor's name by navigating to /trpc/chat.ask?input=… (the session cookie is SameSite=Lax).
    // Found by server/app/authorization.test.ts.
    sse: { enabled: false },
    // Same message, code and fields as the REST `{ error, code, fields }` body, so clients handle both alike.
    errorFormatter({ shape, error }) {
      const appError = toAppError(error);
      return {
        ...shape,
        message: appError.message,
        data: { ...shape.data, appCode: appError.code, fields: appError.fields ?? null, stack: undefined },
      };
    },
  });

export const router = t.router;
/**
 * Every procedure: a database that cannot be reached answers 503 (SERVICE_UNAVAILABLE) over tRPC
 * too, not a 500 (the REST adapters map it in toAppError).
 */
export const publicProcedure = t.procedure
  .use(async ({ next }) => {
    const result = await next();
    if (!result.ok && isDatabaseUnavailable(result.error)) {
      throw new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { cause: result.error });
    }
    return result;
  })
  // Text PostgreSQL cannot store (U+0000; unpaired surrogates in jsonb) is refused with a 400 naming
  // the field, before any procedure runs. It used to reach the database and fail the write with a
  // 500: a chat message, a business enquiry, and a work address in the finder's preferences, which
  // then broke every answer of the person's assistant. Found by input-fuzzing.test.ts.
  .use(async ({ getRawInput, next }) => {
    const path = findUnstorableText(await getRawInput());
    if (path === null) return next();
    const message = 'must not contain U+0000 or an unpaired surrogate character';
    throw new AppError('BAD_REQUEST', `Invalid request: ${path ? `${path}: ` : ''}${message}`, {
      fields: { [path]: message },
    });
  });
export const createCallerFactory = t.createCallerFactory;

/** Procedures that read or write a user's data: 401 without a session or bearer token. */
export const authedProcedure = publicProcedure.meta({ access: 'signed-in' }).use(async ({ ctx, next }) => {
  // Over a WebSocket the session is checked at each call: one that ended since the socket opened
  // (a logout) no longer speaks for the person.
  const auth = ctx.currentAuth ? await ctx.currentAuth() : ctx.auth;
  if (!auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return next({ ctx: { ...ctx, auth } });
});
