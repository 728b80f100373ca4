import { TRPCError } from '@trpc/server';
import type { ZodError } from 'zod';
import { APP_ERROR_STATUS, type AppErrorCode, type FieldErrors } from '../../shared/errors/app-error-codes';

/**
 * The one error type routes and domain code throw; its message is safe to show to the user. It is
 * a TRPCError (every AppErrorCode is also a tRPC code), so tRPC over HTTP answers with the same
 * status the REST adapters do. `fields` names what is wrong with an input, field by field, so that
 * clients never parse the message.
 */
export class AppError extends TRPCError {
  declare readonly code: AppErrorCode;
  readonly fields: FieldErrors | undefined;

  constructor(code: AppErrorCode, message: string, options?: { cause?: unknown; fields?: FieldErrors }) {
    super({ code, message, cause: options?.cause });
    this.name = 'AppError';
    this.fields = options?.fields;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }

  /** A 400 about one field: "city: Choose your city from the list." with `fields.city` set. */
  static invalidField(path: string, message: string): AppError {
    return new AppError('BAD_REQUEST', `${path}: ${message}`, { fields: { [path]: message } });
  }
}

const pathOf = (issue: ZodError['issues'][number]) => issue.path.map(String).join('.');

/** "Invalid request: commute.travelModes.walking.distance: Too big" — names the field. */
export function describeZodError(error: ZodError): string {
  const first = error.issues.slice(0, 3).map((issue) => {
    const path = pathOf(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return `Invalid request: ${first.join('; ')}${more}`;
}

/** The first message for each field path ("" for the input as a whole). */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[pathOf(issue)] ??= issue.message;
  return fields;
}
