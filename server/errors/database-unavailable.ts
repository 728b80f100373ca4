// Whether an error means the database cannot be reached right now (down, restarting, the network
// between): then the request fails fast with 503 and the next one tries again, instead of a 500.

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** PostgreSQL's SQLSTATEs for a server going away or not accepting connections (classes 08 and 57P). */
const POSTGRES_CODES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle and tRPC wrap the driver's error: look down the chain of causes.
  for (let e = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    // AggregateError (several addresses refused, as for localhost's ::1 and 127.0.0.1).
    const inner = (e as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
