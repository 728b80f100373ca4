import type { AppErrorCode } from '../../shared/errors/app-error-codes';
import { clientEnv } from '../app/config';
import { authHeaders } from './storage';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: AppErrorCode | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The spec's API helper (§7, §8): credentials and JSON by default, no content type for FormData,
 * a bearer `authToken` when one is stored. A non-OK reply throws with the body's `error` text or
 * "API call failed with status: {code}"; an OK reply that is not JSON yields `{ success: true }`.
 */
export async function apiCall<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
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
  const body: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok) {
    const { error, code } = (body ?? {}) as { error?: unknown; code?: AppErrorCode };
    const message = typeof error === 'string' ? error : `API call failed with status: ${response.status}`;
    throw new ApiError(message, response.status, code);
  }
  return (isJson ? body : { success: true }) as T;
}
