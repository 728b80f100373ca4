import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { markInteracted, onFirstInteraction } from '../../lib/first-interaction';

// The map (maplibre, ~290 KB gzipped, and a second or more of a phone's main thread) is a facade
// until the person uses the page: a placeholder of the map's size, so nothing moves when the map
// arrives, replaced by the map on their first touch, click, key, scroll or pointer movement, or
// when they ask for it (decision 0028). After that, every map of the visit loads at once.

/**
 * Where a map goes. `children` is the lazily loaded map; `className` sizes the placeholder as the
 * map is sized (a class, not a style attribute: the prerendered page may carry no inline style).
 */
export function MapSlot({ className, children }: { className: string; children: ReactNode }) {
  // False on the first render, also when hydrating prerendered HTML, which has the placeholder.
  const [shown, setShown] = useState(false);
  useEffect(() => onFirstInteraction(() => setShown(true)), []);
  if (!shown) {
    return (
      <div className={`map map--loading ${className}`}>
        <button type="button" className="button button--ghost button--small" onClick={markInteracted}>
          Show the map
        </button>
      </div>
    );
  }
  return <Suspense fallback={<div className={`map map--loading ${className}`}>Loading map…</div>}>{children}</Suspense>;
}
