// Whether the person has used the page yet (a pointer movement, touch, key, wheel or scroll), for
// what waits until then (the maps, MapSlot). Watched from the app's start (main.tsx), so a click
// on one page counts for the maps of the next.

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
let interacted = false;
const waiting = new Set<() => void>();

export function markInteracted(): void {
  if (interacted) return;
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, markInteracted, true);
  for (const notify of waiting) notify();
  waiting.clear();
}

export function watchFirstInteraction(): void {
  // The prerendered page's boot script notes one that came before this script ran (scripts/prerender.ts).
  if (document.documentElement.dataset.interacted !== undefined) markInteracted();
  else for (const type of INTERACTIONS) window.addEventListener(type, markInteracted, { capture: true, passive: true });
}

/** Calls `notify` at the first interaction (at once if it has happened); returns the unsubscribe. */
export function onFirstInteraction(notify: () => void): () => void {
  if (interacted) {
    notify();
    return () => {};
  }
  waiting.add(notify);
  return () => {
    waiting.delete(notify);
  };
}
