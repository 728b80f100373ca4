import type { IncomingMessage } from 'node:http';
import { AppError } from '../errors/app-error';

/**
 * Calls `onIdle` once if the request's body stops arriving for `idleMs` before it is complete (a
 * client that opens a request and then sends nothing: slow-loris, or a dead network). Node's own
 * requestTimeout bounds a whole request, which must be long for large uploads; this bounds the
 * pauses. Watches the socket's byte count rather than the body stream, so the body is left for
 * its reader exactly as it was. Returns a function that stops watching.
 */
export function watchBodyIdle(req: IncomingMessage, idleMs: number, onIdle: () => void): () => void {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || req.complete) return () => {};
  const { socket } = req;
  let seen = socket.bytesRead;
  let lastAt = Date.now();
  const timer = setInterval(
    () => {
      if (req.complete || req.destroyed) return stop();
      if (socket.bytesRead !== seen) {
        seen = socket.bytesRead;
        lastAt = Date.now();
      } else if (Date.now() - lastAt >= idleMs) {
        stop();
        onIdle();
      }
    },
    Math.max(25, Math.min(1000, idleMs / 4)),
  );
  timer.unref();
  function stop() {
    clearInterval(timer);
    req.off('close', stop);
  }
  req.once('close', stop);
  return stop;
}

/** The error a stalled body is answered with (408). */
export function bodyStalledError(idleMs: number, what: string): AppError {
  const seconds = Math.max(1, Math.round(idleMs / 1000));
  return new AppError(
    'TIMEOUT',
    `${what} stopped arriving: nothing came for ${seconds} second${seconds === 1 ? '' : 's'}. Nothing was saved; please try again.`,
  );
}
