import { initTRPC } from '@trpc/server';
import { AppError } from '../errors/app-error';
import { toAppError } from '../errors/to-app-error';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
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
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;

/** Procedures that read or write a user's data: 401 without a session or bearer token. */
export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});
