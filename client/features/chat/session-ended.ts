import { useEffect, useRef, useSyncExternalStore } from 'react';

// Whether the server refused a chat call because the person's session had ended (a 401 while the
// page still thought them signed in). Kept outside any one panel: the one that asked signs the
// person out, which unmounts its conversation, and the widget's panel and the Relocation Assistant
// page's must both say why they now show a sign-in link.

let ended = false;
const listeners = new Set<() => void>();

function setEnded(value: boolean): void {
  if (ended === value) return;
  ended = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const markSessionEnded = () => setEnded(true);

export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ended,
    () => false,
  );
}

/**
 * Forgets an ended session once someone signs in again, so that a later sign-out shows the usual
 * invitation. Called by the floating button, which every page mounts for as long as the app runs.
 */
export function useForgetEndedSessionOnSignIn(isSignedIn: boolean): void {
  const wasSignedIn = useRef(isSignedIn);
  useEffect(() => {
    if (isSignedIn && !wasSignedIn.current) setEnded(false);
    wasSignedIn.current = isSignedIn;
  }, [isSignedIn]);
}
