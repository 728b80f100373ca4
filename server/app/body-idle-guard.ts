import type { RequestHandler } from 'express';
import { sendError } from '../errors/error-handler';
import { bodyStalledError, watchBodyIdle } from '../lib/body-idle';

/**
 * For the JSON bodies of /api and /trpc: a body that stalls is answered with 408 and its connection
 * closed (the parser waiting for it then fails quietly). POST /api/upload watches its own body and
 * stops the analysis with a clear error (upload.rest.ts).
 */
export function jsonBodyIdleGuard(idleMs: number): RequestHandler {
  return (req, res, next) => {
    if (req.is('application/json')) {
      watchBodyIdle(req, idleMs, () => {
        if (res.headersSent) {
          req.socket.destroy();
          return;
        }
        res.setHeader('Connection', 'close');
        sendError(res, bodyStalledError(idleMs, 'The request'));
      });
    }
    next();
  };
}
