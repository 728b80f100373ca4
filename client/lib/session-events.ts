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
