import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { type RequestAuth, resolveAuth, SESSION_COOKIE } from '../features/auth';
import { clientAddress } from '../lib/client-address';
import type { Services } from '../services';

/** Sets and clears the session cookie; absent on WebSocket calls, which cannot set cookies. */
export interface SessionCookies {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface Context {
  services: Services;
  auth: RequestAuth | null;
  cookies: SessionCookies | null;
  /** The caller's address (behind TRUST_PROXY, the forwarded one), for rate limits. */
  clientIp: string;
  /**
   * Over a WebSocket, the session as it is now: the socket outlives a logout (it stays open a few
   * seconds for the next subscription), so each call checks the session again rather than trusting
   * the one the socket was opened with. Absent over HTTP, where each request carries its own.
   */
  currentAuth?: () => Promise<RequestAuth | null>;
}

export async function createHttpContext(services: Services, req: Request, res: Response): Promise<Context> {
  const auth = await resolveAuth(services, req.headers);
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' };
  return {
    services,
    auth,
    clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    cookies: {
      set: (token, expiresAt) => res.cookie(SESSION_COOKIE, token, { ...options, expires: expiresAt }),
      clear: () => res.clearCookie(SESSION_COOKIE, options),
    },
  };
}

export async function createWsContext(services: Services, req: IncomingMessage): Promise<Context> {
  // Behind TRUST_PROXY, the forwarded address, as req.ip gives it over HTTP (per-address limits).
  const clientIp = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], services.config.trustProxy);
  return {
    services,
    auth: await resolveAuth(services, req.headers),
    cookies: null,
    clientIp,
    currentAuth: () => resolveAuth(services, req.headers),
  };
}
