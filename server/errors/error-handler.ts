import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { ErrorBody } from '../../shared/errors/error-body';
import { releaseRequestBody } from '../lib/release-body';
import { AppError } from './app-error';
import { toAppError } from './to-app-error';

/** The REST error body: the spec's `{ error }` text, its code, and the fields of a refused input. */
export function errorBodyOf(error: AppError): ErrorBody {
  return { success: false, error: error.message, code: error.code, ...(error.fields && { fields: error.fields }) };
}

/**
 * The same error as tRPC's own error formatter writes it (trpc.ts). A refusal on /trpc that comes
 * before tRPC reads the request (the JSON body parser's 400 and 413, the same-origin guard's 403, a
 * rate limit, a stalled body) must have this shape: the browser's tRPC client cannot read a REST
 * body, and shows "Badly formatted response" instead of the message (found by
 * server/app/input-fuzzing.test.ts).
 */
function trpcErrorBodyOf(error: AppError) {
  const data = { code: error.code, httpStatus: error.status, appCode: error.code, fields: error.fields ?? null };
  return { error: { message: error.message, code: TRPC_ERROR_CODES_BY_KEY[error.code], data } };
}

const isTrpcRequest = (req: Request) => /^\/trpc(\/|\?|$)/.test(req.originalUrl);

/** An error as JSON: the REST error body, or on /trpc tRPC's error. */
export function sendError(res: Response, error: AppError): void {
  res.status(error.status).json(isTrpcRequest(res.req) ? trpcErrorBodyOf(error) : errorBodyOf(error));
}

export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const appError = toAppError(error);
    if (appError.status >= 500) logger.error({ err: error, path: req.path }, 'request failed');
    // A refusal before the body was read (no session, a bad file, a size limit) must not leave the
    // rest of it blocking the connection.
    releaseRequestBody(req);
    if (res.headersSent) return;
    sendError(res, appError);
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`));
};
