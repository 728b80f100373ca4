import { lazy, useState } from 'react';
import type { EventsLocationSource } from '../../../shared/contracts/events';
import { eventCategoryLabel } from '../../../shared/domain/events/event-category-label';
import { type EventFilters, filterEvents, filterOptions } from '../../../shared/domain/events/filter-events';
import { type EventOrder, sortEvents } from '../../../shared/domain/events/sort-events';
import { MapSlot } from '../../components/map/map-slot';
import { PageHeading } from '../../components/page-heading';
import type { StoredUser } from '../../lib/storage';
import { SignInPrompt, useAuth } from '../auth';
import { useEvents } from './api/get-events';
import { useInterests } from './api/get-interests';
import { CityPicker } from './city-picker';
import { EventCard } from './event-card';
import { useEventsLocation } from './use-events-location';
import './events.css';

const EventsMap = lazy(() => import('./events-map'));
const TITLE = 'Social Events';

/** Where the events are, in words, by how the location was settled (spec §4). */
const NEAR: Record<EventsLocationSource, string> = {
  neighborhood: 'your selected neighbourhood',
  neighborhood_fallback: 'your selected neighbourhood (your location was not available)',
  geolocation: 'your current location',
  city: 'the city you chose',
  default: 'Pune, our default city, as no neighbourhood is selected and your location was not available',
};

/** spec §2 "Social Events page". */
export default function EventsPage() {
  const { user } = useAuth();
  if (!user) {
    return (
      <SignInPrompt
        title={TITLE}
        lead="Sign in to see festivals, fairs and public events near your neighbourhood."
        benefits={['Dated events for the next three months', 'The ones that match your lifestyle first']}
      />
    );
  }
  return <Events user={user} />;
}

function Events({ user }: { user: StoredUser }) {
  const { settled: found } = useEventsLocation(user.id);
  // A city the person chose here wins over the neighbourhood or position the page found.
  const [chosenCity, setChosenCity] = useState<string | null>(null);
  const settled = chosenCity
    ? { request: { city: chosenCity, source: 'city' as const }, source: 'city' as const }
    : found;
  const events = useEvents(settled?.request ?? null);
  const interests = useInterests();
  const [filters, setFilters] = useState<EventFilters>({ category: 'all', month: 'all' });
  const [order, setOrder] = useState<EventOrder>('date');
  const personalized =
    !!interests.data && (interests.data.lifestyleKeys.length > 0 || interests.data.traits.length > 0);
  const place = events.data?.location.neighborhood ?? events.data?.location.city ?? 'your area';
  const options = filterOptions(events.data?.events ?? []);
  const shown = sortEvents(filterEvents(events.data?.events ?? [], filters), order);

  return (
    <section className="page stack">
      <PageHeading title={TITLE} lead="Festivals, fairs and public events in your new city for the next three months.">
        {personalized && (
          <p>
            <span className="badge badge--priority" title={`For ${user.displayName || user.name || 'Anonymous User'}`}>
              Personalized
            </span>
          </p>
        )}
      </PageHeading>
      {!settled || events.isPending ? (
        <p role="status">Loading events in {settled ? place : 'your area'}...</p>
      ) : events.isError ? (
        <div role="alert" className="alert alert--error stack">
          <p>Failed to load events. Please try again.</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void events.refetch()}>
            Try Again
          </button>
        </div>
      ) : (
        <>
          <p data-testid="events-near">
            Showing events in {events.data.location.city}
            {events.data.location.neighborhood ? `, near ${events.data.location.neighborhood}` : ''}: near{' '}
            {NEAR[settled.source]}.
          </p>
          {events.data.notice && <p className="alert alert--info">{events.data.notice}</p>}
          <fieldset className="filter-bar">
            <legend className="visually-hidden">Filter events</legend>
            <CityPicker
              cityId={events.data.location.cityId}
              onChoose={(city) => {
                setChosenCity(city);
                setFilters({ category: 'all', month: 'all' });
              }}
            />
            <label className="field">
              <span>Category</span>
              <select value={filters.category} onChange={(e) => setFilters({ ...filters, category: e.target.value })}>
                <option value="all">All Categories</option>
                {options.categories.map((category) => (
                  <option key={category} value={category}>
                    {eventCategoryLabel(category)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>Month</span>
              <select
                value={String(filters.month)}
                onChange={(e) =>
                  setFilters({ ...filters, month: e.target.value === 'all' ? 'all' : Number(e.target.value) })
                }
              >
                <option value="all">All Months</option>
                {options.months.map(({ month, label }) => (
                  <option key={month} value={month}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>Order</span>
              <select value={order} onChange={(e) => setOrder(e.target.value as EventOrder)}>
                <option value="date">By date</option>
                <option value="match">Best match for you first</option>
              </select>
            </label>
          </fieldset>
          <p className="muted small">
            {shown.length} event{shown.length === 1 ? '' : 's'} from {events.data.provider.label}.
          </p>
          {shown.length === 0 ? (
            <p className="alert alert--info">
              No events found. Try changing your filters or check back later for new events.
            </p>
          ) : (
            <div className="events-layout">
              <div className="event-list">
                {shown.map((event) => (
                  <EventCard key={event.id} event={event} />
                ))}
              </div>
              <MapSlot className="map--events">
                <EventsMap location={events.data.location} events={shown} />
              </MapSlot>
            </div>
          )}
        </>
      )}
    </section>
  );
}
