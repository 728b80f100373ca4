import { TRPCClientError } from '@trpc/client';
import type { AppErrorCode, FieldErrors } from '../../shared/errors/app-error-codes';
import { ApiError } from './api-error';

// One reading of a failed call, whichever way it went (the tRPC client, or a raw route: client/lib/raw-routes.ts): the server
// sends the same message, code and fields on both (docs/ARCHITECTURE.md, "Errors").

interface ErrorData {
  appCode?: AppErrorCode;
  fields?: FieldErrors | null;
}

export function errorCodeOf(error: unknown): AppErrorCode | undefined {
  if (error instanceof ApiError) return error.code;
  if (error instanceof TRPCClientError) return (error.data as ErrorData | undefined)?.appCode;
  return undefined;
}

/** The per-field messages of a refused input ("city" → "Choose your city from the list."). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (error instanceof ApiError) return error.fields;
  if (error instanceof TRPCClientError) return (error.data as ErrorData | undefined)?.fields ?? {};
  return {};
}

/** The message to show, or the fallback for something that is not one of our errors. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError || error instanceof TRPCClientError ? error.message || fallback : fallback;
}
