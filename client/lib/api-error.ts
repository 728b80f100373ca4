import { APP_ERROR_STATUS, type AppErrorCode, type FieldErrors } from '../../shared/errors/app-error-codes';

/** A refused or failed call: the server's message, its code and, for invalid input, the fields. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: AppErrorCode | undefined,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The ApiError for a non-OK reply (spec §8: the body's error text, or "API call failed with status:
 * {code}"), from either error body the server sends: REST's `{ error, code, fields }`, or tRPC's
 * `{ error: { message, data: { appCode, fields } } }` (the same message, code and fields).
 */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const { error, code, fields } = errorParts(body);
  return new ApiError(error ?? `API call failed with status: ${status}`, status, code, fields);
}

/**
 * What of an error body can be used, each part only when it has its shape. Read by hand: every page
 * reads errors, and zod is too large to load for that alone.
 */
function errorParts(body: unknown): { error?: string; code?: AppErrorCode; fields?: FieldErrors } {
  if (typeof body !== 'object' || body === null) return {};
  const { error } = body as Record<string, unknown>;
  const trpc = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : undefined;
  const data = (trpc?.data ?? {}) as Record<string, unknown>;
  const { code, fields } = trpc ? { code: data.appCode, fields: data.fields } : (body as Record<string, unknown>);
  const message = trpc ? trpc.message : error;
  const isFields = (value: unknown): value is FieldErrors =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === 'string');
  return {
    ...(typeof message === 'string' && message && { error: message }),
    ...(typeof code === 'string' && Object.hasOwn(APP_ERROR_STATUS, code) && { code: code as AppErrorCode }),
    ...(isFields(fields) && { fields }),
  };
}
