import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { TimelineFormatError } from '../../shared/domain/timeline/json-record-scanner';
import type { AppErrorCode } from '../../shared/errors/app-error-codes';
import { AppError, describeZodError, fieldErrorsOf } from './app-error';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';

const TRPC_TO_APP: Partial<Record<TRPCError['code'], AppErrorCode>> = {
  BAD_REQUEST: 'BAD_REQUEST',
  PARSE_ERROR: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  TIMEOUT: 'TIMEOUT',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** Errors raised by Express's own body parser carry a `type` (body-parser's error types). */
const BODY_PARSER: Record<string, [AppErrorCode, string]> = {
  'entity.too.large': ['PAYLOAD_TOO_LARGE', 'Request body is too large'],
  'entity.parse.failed': ['BAD_REQUEST', 'Request body is not valid JSON'],
  'encoding.unsupported': ['BAD_REQUEST', 'Request body encoding is not supported'],
  'charset.unsupported': ['BAD_REQUEST', 'Request body encoding is not supported'],
};

/**
 * The one mapping from anything thrown to an AppError, for REST and tRPC alike. Known error types
 * keep their message; unknown errors become a generic 500 so no internals reach the client (the
 * caller logs the original).
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { cause: error });
  }
  if (error instanceof ZodError) {
    return new AppError('BAD_REQUEST', describeZodError(error), { cause: error, fields: fieldErrorsOf(error) });
  }
  // A path whose percent-encoding does not decode (`/api/timeline/analyses/%/file`): Express's router
  // throws this before any route runs. It was a 500 (found by app/input-fuzzing.test.ts).
  if (error instanceof URIError) {
    return new AppError('BAD_REQUEST', 'The address is not valid: part of it is not percent-encoded correctly.', {
      cause: error,
    });
  }
  // A file that is not a location history: its message says what the file is and what to do.
  if (error instanceof TimelineFormatError) return new AppError('BAD_REQUEST', error.message, { cause: error });
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError || error.cause instanceof ZodError) return toAppError(error.cause);
    const code = TRPC_TO_APP[error.code];
    if (code) return new AppError(code, error.message, { cause: error });
  }
  const parserType = (error as { type?: unknown } | null)?.type;
  const fromParser = typeof parserType === 'string' ? BODY_PARSER[parserType] : undefined;
  if (fromParser) return new AppError(fromParser[0], fromParser[1], { cause: error });
  return new AppError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.', {
    cause: error,
  });
}
