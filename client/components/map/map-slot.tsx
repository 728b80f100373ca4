import { type ReactNode, Suspense, useEffect, useState } from 'react';

// The map (maplibre, ~290 KB gzipped, and a second or more of a phone's main thread) is a facade
// until the person uses the page: a placeholder of the map's size, so nothing moves when the map
// arrives, replaced by the map on their first touch, click, key, scroll or pointer movement, or
// when they ask for it (decision 0028, issue 17). After that, every map on every page loads at once.

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
let interacted = false;
const waiting = new Set<() => void>();

function onFirstInteraction() {
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, onFirstInteraction, true);
  for (const show of waiting) show();
  waiting.clear();
}

// Watched from the moment a page with a map is loaded, so a click that brings a map in (a search,
// a choice) has already counted.
if (typeof window !== 'undefined') {
  for (const type of INTERACTIONS) window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
}

function useInteracted(): [boolean, () => void] {
  // False on the first render, also when hydrating prerendered HTML, which has the placeholder.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (interacted) {
      setShown(true);
      return;
    }
    const show = () => setShown(true);
    waiting.add(show);
    return () => {
      waiting.delete(show);
    };
  }, []);
  return [shown, onFirstInteraction];
}

/**
 * Where a map goes. `children` is the lazily loaded map; `className` sizes the placeholder as the
 * map is sized (a class, not a style attribute: the prerendered page may carry no inline style).
 */
export function MapSlot({ className, children }: { className: string; children: ReactNode }) {
  const [shown, show] = useInteracted();
  if (!shown) {
    return (
      <div className={`map map--loading ${className}`}>
        <button type="button" className="button button--ghost button--small" onClick={show}>
          Show the map
        </button>
      </div>
    );
  }
  return <Suspense fallback={<div className={`map map--loading ${className}`}>Loading map…</div>}>{children}</Suspense>;
}
