import type { IncomingMessage } from 'node:http';

/** A refused request's unread body up to this much is read and thrown away, keeping the connection. */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
export const DRAIN_MAX_MS = 3000;

/**
 * After an early refusal (a bad file, no session, a size limit), the rest of the request body is
 * still on its way. Unread, it blocks the connection: the client's next request on the same
 * keep-alive socket would get no answer. So the body is unhooked from whatever was reading it and
 * drained, up to a bound; a body larger than that (or slower) is not worth reading for nothing, and
 * the socket is closed once the answer has had time to arrive, so the client opens a new one.
 */
export function releaseRequestBody(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  req.unpipe();
  let drained = 0;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, DRAIN_MAX_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) close();
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
}
