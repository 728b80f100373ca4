import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { ErrorBody } from '../../shared/errors/app-error-codes';
import { releaseRequestBody } from '../app/release-body';
import { AppError } from './app-error';
import { toAppError } from './to-app-error';

/** The REST error body: the spec's `{ error }` text, its code, and the fields of a refused input. */
export function errorBodyOf(error: AppError): ErrorBody {
  return { success: false, error: error.message, code: error.code, ...(error.fields && { fields: error.fields }) };
}

export function sendError(res: Response, error: AppError): void {
  res.status(error.status).json(errorBodyOf(error));
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
