import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard. Browsers send `Origin` (and `Sec-Fetch-Site`) on every
 * state-changing request; one from another site is refused. Clients that send neither (curl, server
 * to server) cannot ride on a victim's cookie, so they pass.
 */
export function isCrossSite(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host !== headers.host && !allowedOrigins.includes(origin);
}

export function sameOriginGuard(allowedOrigins: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || !isCrossSite(req.headers, allowedOrigins)) return next();
    next(new AppError('FORBIDDEN', 'Cross-site request refused'));
  };
}
