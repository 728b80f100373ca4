import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions per history entry (React Router's location key), for Back and Forward. */
const positions = new Map<string, number>();

/**
 * Scroll as a multi-page site would: a new page starts at its top (or at its #anchor), and Back or
 * Forward returns to where one was on that page. Runs when the next page has been committed: the
 * router shows it in a transition, so the old page stays until the new one has loaded.
 */
export function useScrollOnNavigation(): void {
  const location = useLocation();
  const action = useNavigationType();
  const current = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const note = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, []);

  useLayoutEffect(() => {
    if (current.current === location.key) return; // the first page: the browser placed it
    current.current = location.key;
    if (action === 'POP') {
      window.scrollTo(0, positions.get(location.key) ?? 0);
      return;
    }
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, action]);
}
