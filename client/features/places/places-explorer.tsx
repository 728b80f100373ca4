import { lazy, useRef, useState } from 'react';
import { DEFAULT_PLACE_FILTERS } from '../../../shared/constants/places';
import type { PlaceFilters } from '../../../shared/domain/places/filter-places';
import { MapSlot } from '../../components/map/map-slot';
import { usePlacesSearch } from './api/search-places';
import { PlaceCard } from './place-card';
import { PlaceFilterBar } from './place-filters';

const PlacesMap = lazy(() => import('./places-map'));

/**
 * Places around the chosen neighbourhood: the filter bar, the list and the map (spec §2, §4).
 * Changing a filter searches again; a radius change redraws the circle.
 */
export function PlacesExplorer({ neighbourhood }: { neighbourhood: { id: string; name: string } }) {
  const [filters, setFilters] = useState<PlaceFilters>({ ...DEFAULT_PLACE_FILTERS });
  const [activeId, setActiveId] = useState<string | null>(null);
  const search = usePlacesSearch({ neighborhoodId: neighbourhood.id, ...filters } as never);
  const cards = useRef(new Map<string, HTMLElement>());

  const activate = (id: string, from: 'map' | 'list') => {
    setActiveId(id);
    if (from === 'map') cards.current.get(id)?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };

  return (
    <section className="stack" aria-labelledby="places-title">
      <h2 id="places-title">Places around {neighbourhood.name}</h2>
      <PlaceFilterBar filters={filters} onChange={setFilters} />
      {search.isPending && search.fetchStatus !== 'idle' ? (
        <p role="status">Finding places in {neighbourhood.name}...</p>
      ) : search.isError ? (
        <div role="alert" className="alert alert--error stack">
          <p>Failed to load places. Please try again.</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void search.refetch()}>
            Try Again
          </button>
        </div>
      ) : search.data ? (
        <>
          <div className="places-source">
            <p className="muted small">
              {search.data.places.length} place{search.data.places.length === 1 ? '' : 's'} within {filters.radius} km,
              from {search.data.provider.label}
              {search.data.places.every((p) => p.rating === null)
                ? ' (no ratings: we only show those a provider gives)'
                : ''}
              .
              {search.data.provider.attribution && (
                <>
                  {' '}
                  <a href={search.data.provider.attribution.url} target="_blank" rel="noopener noreferrer">
                    {search.data.provider.attribution.text}
                  </a>
                </>
              )}
            </p>
            {/* Calm, not an alert: the curated places still answer, only the live map data is missing. */}
            {search.data.notice && <p className="places-notice small">{search.data.notice}</p>}
          </div>
          <div className="places-layout">
            <MapSlot className="map--places">
              <PlacesMap
                neighbourhood={search.data.neighborhood}
                radiusKm={filters.radius}
                places={search.data.places}
                activeId={activeId}
                onActivate={(id) => activate(id, 'map')}
              />
            </MapSlot>
            {search.data.places.length === 0 ? (
              <p className="alert alert--info">No places found matching your criteria. Try adjusting your filters.</p>
            ) : (
              <div className="place-list">
                {search.data.places.map((place) => (
                  <PlaceCard
                    key={place.id}
                    ref={(el) => {
                      if (el) cards.current.set(place.id, el);
                      else cards.current.delete(place.id);
                    }}
                    place={place}
                    active={place.id === activeId}
                    onActivate={() => activate(place.id, 'list')}
                  />
                ))}
              </div>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
