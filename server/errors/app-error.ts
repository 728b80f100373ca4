import { TRPCError } from '@trpc/server';
import type { ZodError } from 'zod';
import { APP_ERROR_STATUS, type AppErrorCode } from '../../shared/errors/app-error-codes';

/**
 * The one error type routes and domain code throw; its message is safe to show to the user. It is
 * a TRPCError (every AppErrorCode is also a tRPC code), so tRPC over HTTP answers with the same
 * status the REST adapters do.
 */
export class AppError extends TRPCError {
  declare readonly code: AppErrorCode;

  constructor(code: AppErrorCode, message: string, options?: { cause?: unknown }) {
    super({ code, message, cause: options?.cause });
    this.name = 'AppError';
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

/** "commute.travelModes.walking.distance: Too big" — names the field, as the issues ask. */
export function describeZodError(error: ZodError): string {
  const first = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return `Invalid request: ${first.join('; ')}${more}`;
}
