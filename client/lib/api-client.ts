import type { ZodType, z } from 'zod';
import { APP_ERROR_STATUS, type AppErrorCode, type FieldErrors } from '../../shared/errors/app-error-codes';
import { clientEnv } from './config';
import { authHeaders } from './storage';

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

/** The ApiError for a non-OK reply, from its JSON body (`{ error, code, fields }`) when it has one. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const { error, code, fields } = errorParts(body);
  return new ApiError(error ?? `API call failed with status: ${status}`, status, code, fields);
}

/**
 * What of an error body (errorBodySchema) can be used, each part only when it has its shape. Read
 * by hand: every page reads errors, and zod is too large to load for that alone.
 */
function errorParts(body: unknown): { error?: string; code?: AppErrorCode; fields?: FieldErrors } {
  if (typeof body !== 'object' || body === null) return {};
  const { error, code, fields } = body as Record<string, unknown>;
  const isFields = (value: unknown): value is FieldErrors =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((message) => typeof message === 'string');
  return {
    ...(typeof error === 'string' && { error }),
    ...(typeof code === 'string' && Object.hasOwn(APP_ERROR_STATUS, code) && { code: code as AppErrorCode }),
    ...(isFields(fields) && { fields }),
  };
}

interface CallInit<S extends ZodType | undefined> {
  method?: string;
  body?: unknown;
  /** The reply's contract: the reply is checked against it instead of being trusted. */
  schema?: S;
}

/**
 * The spec's API helper (§7, §8): credentials and JSON by default, no content type for FormData,
 * a bearer `authToken` when one is stored. A non-OK reply throws with the body's `error` text or
 * "API call failed with status: {code}"; an OK reply that is not JSON yields `{ success: true }`.
 * With a `schema`, a reply that does not match it is an error, not a cast.
 */
export async function apiCall<S extends ZodType | undefined = undefined>(
  path: string,
  init: CallInit<S> = {},
): Promise<S extends ZodType ? z.infer<S> : unknown> {
  const headers = new Headers(authHeaders());
  const isForm = init.body instanceof FormData;
  if (!isForm) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${clientEnv.apiBaseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    credentials: 'include',
    headers,
    body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
  });
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const body: unknown = isJson ? await response.json().catch(() => undefined) : { success: true };
  if (!response.ok) throw apiErrorFrom(response.status, body);
  if (!init.schema) return body as S extends ZodType ? z.infer<S> : unknown;
  const checked = init.schema.safeParse(body);
  if (!checked.success) {
    throw new ApiError(`The server's reply to ${path} was not what we expected.`, response.status, undefined);
  }
  return checked.data as S extends ZodType ? z.infer<S> : unknown;
}
