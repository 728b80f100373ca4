// The closed set of error codes the API returns, with their HTTP status. Server and client share it
// so the client can map a code to the spec's wording (spec §8) without parsing messages.
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;
export const APP_ERROR_CODES = Object.keys(APP_ERROR_STATUS) as [AppErrorCode, ...AppErrorCode[]];

/** Per-field messages of a refused input: "commute.workAddress" → what is wrong with it. */
export type FieldErrors = Record<string, string>;
