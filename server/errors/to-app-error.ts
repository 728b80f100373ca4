import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { AppErrorCode } from '../../shared/errors/app-error-codes';
import { AppError, describeZodError } from './app-error';

const TRPC_TO_APP: Partial<Record<TRPCError['code'], AppErrorCode>> = {
  BAD_REQUEST: 'BAD_REQUEST',
  PARSE_ERROR: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/**
 * Normalises anything thrown into an AppError. Unknown errors become a generic 500 so no internals
 * reach the client; the caller logs the original.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return new AppError('BAD_REQUEST', describeZodError(error), { cause: error });
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError) return error.cause;
    if (error.cause instanceof ZodError) return toAppError(error.cause);
    const code = TRPC_TO_APP[error.code];
    if (code) return new AppError(code, error.message, { cause: error });
  }
  return new AppError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.', {
    cause: error,
  });
}
