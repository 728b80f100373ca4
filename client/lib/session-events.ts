// The signed-in person changed (a sign-in, a logout, a session found to have ended). Parts of the page
// that hold something of the last person listen: the WebSocket for subscriptions was opened with the
// last person's cookie and must not carry the next one's questions (client/lib/trpc.ts). An event,
// so that the auth feature, in every page's first script, does not load the tRPC client to say so.

const SESSION_CHANGED = 'basera:session-changed';

export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

export function onSessionChange(listener: () => void): () => void {
  // The prerenderer builds pages without a window: nobody signs in there.
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(SESSION_CHANGED, listener);
  return () => window.removeEventListener(SESSION_CHANGED, listener);
}

const SESSION_ENDED = 'basera:session-ended';

/**
 * The server refused a call because the person's session had ended (a 401 while the page still
 * thought them signed in): the auth feature turns the page to its signed-out state.
 */
export function announceSessionEnded(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED));
}

export function onSessionEnded(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(SESSION_ENDED, listener);
  return () => window.removeEventListener(SESSION_ENDED, listener);
}

/** Whether an error from a call is the server saying the session is gone (REST or tRPC). */
export function isSessionGone(error: unknown): boolean {
  const e = error as { status?: number; data?: { httpStatus?: number } } | null;
  return e?.status === 401 || e?.data?.httpStatus === 401;
}
