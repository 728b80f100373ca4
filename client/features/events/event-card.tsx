import type { SocialEvent } from '../../../shared/contracts/events';
import { eventCategoryLabel } from '../../../shared/domain/events/event-category-label';
import { formatEventDate, formatTicketPrice } from '../../../shared/domain/events/filter-events';

/** spec §2 event card: category, name, long date, time, location, price, Book Tickets and More Info. */
export function EventCard({ event }: { event: SocialEvent }) {
  return (
    <article className="event-card" aria-labelledby={`event-${event.id}`} data-testid="event-card">
      <p className="event-card__badges">
        <span className="badge">{eventCategoryLabel(event.category)}</span>
        {event.isPersonalized && <span className="badge badge--priority">Recommended for you</span>}
        {event.source.provider === 'ai' && <span className="badge badge--warning">AI suggestion</span>}
      </p>
      <h3 id={`event-${event.id}`}>{event.name}</h3>
      <p className="event-card__when">
        <time dateTime={event.date}>{formatEventDate(event.date)}</time>
        {event.endDate && (
          <>
            {' '}
            to <time dateTime={event.endDate}>{formatEventDate(event.endDate)}</time>
          </>
        )}
        {event.time && <span> · {event.time}</span>}
        {event.recurrence && <span className="muted"> · {event.recurrence}</span>}
      </p>
      <p className="muted small">{event.location}</p>
      <p className="event-card__price">{formatTicketPrice(event.ticket_details.price)}</p>
      <p>{event.description}</p>
      <p className="event-card__links">
        {event.ticket_details.booking_link && (
          <a href={event.ticket_details.booking_link} target="_blank" rel="noopener noreferrer">
            Book Tickets
          </a>
        )}
        <a href={event.official_source} target="_blank" rel="noopener noreferrer">
          More Info
        </a>
      </p>
    </article>
  );
}
