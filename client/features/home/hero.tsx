import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { MapSlot } from '../../components/map/map-slot';
import { useHomeCities } from './home-cities';

const CitiesMap = lazy(() => import('./cities-map'));

/**
 * spec §2: the hero with its map. The map (maplibre, the largest part of the app) loads when the
 * person first uses the page, into a placeholder of the same size (MapSlot), so it never delays the
 * first paint or moves the layout.
 */
export function Hero() {
  const list = useHomeCities();
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
        {list.length > 0 ? (
          <MapSlot className="home-hero__placeholder">
            <CitiesMap cities={list} />
          </MapSlot>
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
