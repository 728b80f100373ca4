import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ErrorBody } from '../../shared/errors/app-error-codes';
import { AppError } from './app-error';
import { toAppError } from './to-app-error';

/** Errors raised by Express's own body parser, which carry `type` and `status`. */
function fromBodyParser(error: unknown): AppError | undefined {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (type === 'entity.parse.failed') return new AppError('BAD_REQUEST', 'Request body is not valid JSON');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return new AppError('BAD_REQUEST', 'Request body encoding is not supported');
  return undefined;
}

export function sendError(res: Parameters<RequestHandler>[1], error: AppError): void {
  const body: ErrorBody = { success: false, error: error.message, code: error.code };
  res.status(error.status).json(body);
}

export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const appError = fromBodyParser(error) ?? toAppError(error);
    if (appError.status >= 500) logger.error({ err: error, path: req.path }, 'request failed');
    if (res.headersSent) return;
    sendError(res, appError);
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`));
};
