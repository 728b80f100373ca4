import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCities } from '../../lib/api/get-cities';

const CitiesMap = lazy(() => import('./cities-map'));

/**
 * spec §2: the hero with its map. The map (maplibre, the largest part of the app) loads once the
 * page is idle, into a placeholder of the same size, so it never delays the first paint or moves
 * the layout.
 */
export function Hero() {
  const cities = useCities();
  const idle = useIdle();
  const list = cities.data?.cities ?? [];
  const curated = list.filter((c) => c.localities > 0);
  const neighbourhoods = curated.reduce((sum, c) => sum + c.localities, 0);
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="home-hero__text">
        <h1 id="hero-title">Find Your Perfect Neighborhood</h1>
        <p className="hero__lead">
          Moving to a new Indian city? Basera matches neighbourhoods to your budget, commute and way of life, then helps
          you settle in.
        </p>
        <div className="hero__actions">
          <Link to="/place-recommender" className="button button--primary">
            Find Neighborhoods
          </Link>
          <Link to="/relocation-assistant" className="button button--ghost">
            Chat with Assistant
          </Link>
        </div>
        {list.length > 0 && (
          <p className="muted small" data-testid="coverage">
            {neighbourhoods} curated neighbourhoods in {curated.length} cities, and work addresses across {list.length}{' '}
            cities.
          </p>
        )}
      </div>
      <div className="home-hero__map">
        {idle && list.length > 0 ? (
          <Suspense fallback={<div className="map map--loading home-hero__placeholder">Loading map…</div>}>
            <CitiesMap cities={list} />
          </Suspense>
        ) : (
          <div className="map map--loading home-hero__placeholder">Loading map…</div>
        )}
        <p className="map-legend small muted" aria-hidden="true">
          <span>
            <span className="city-marker city-marker--curated" /> neighbourhoods ranked
          </span>
          <span>
            <span className="city-marker" /> work addresses placed
          </span>
        </p>
      </div>
    </section>
  );
}

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
