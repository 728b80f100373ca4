import { forwardRef } from 'react';
import { PLACE_CATEGORY_LABELS } from '../../../shared/constants/places';
import type { Place } from '../../../shared/contracts/places';
import {
  directionsUrl,
  formatDistance,
  formatPriceLevel,
  formatRating,
} from '../../../shared/domain/places/format-place';
import { CategoryIcon } from './category-icon';
import { formatOpeningHours, phoneLinks } from './place-contact';

interface Props {
  place: Place;
  active: boolean;
  onActivate(): void;
}

/**
 * spec §2/§9 place card: illustration, badges, rating, address, distance, price, opening hours and
 * phone where the provider has them, and links (its page on OpenStreetMap for a mapped place).
 */
export const PlaceCard = forwardRef<HTMLElement, Props>(function PlaceCard({ place, active, onActivate }, ref) {
  const price = formatPriceLevel(place.priceLevel);
  const phones = place.phone ? phoneLinks(place.phone) : [];
  return (
    <article
      ref={ref}
      className={`place-card${active ? ' place-card--active' : ''}`}
      aria-labelledby={`place-${place.id}`}
      data-testid="place-card"
    >
      <div className={`place-card__art place-card__art--${place.category}`}>
        <CategoryIcon category={place.category} size={40} />
      </div>
      <div className="place-card__body">
        <p className="place-card__badges">
          <span className="badge">{PLACE_CATEGORY_LABELS[place.category]}</span>
          {place.isPriority && <span className="badge badge--priority">Priority</span>}
          {place.source.provider === 'ai' && <span className="badge badge--warning">AI suggestion</span>}
        </p>
        <h3 id={`place-${place.id}`} className="place-card__name">
          <button type="button" className="link-button" onClick={onActivate} aria-pressed={active}>
            {place.name}
          </button>
        </h3>
        {place.rating !== null && (
          <p className="place-card__rating">
            <span aria-hidden="true">★</span> {formatRating(place.rating)}
            <span className="visually-hidden"> out of 5</span>
          </p>
        )}
        <p className="muted small">{place.address}</p>
        <p className="place-card__facts">
          <span>{formatDistance(place.distance)} away</span>
          {price && (
            <span>
              {price}
              {place.priceLevel ? (
                <span className="visually-hidden"> (price level {place.priceLevel} of 4)</span>
              ) : null}
            </span>
          )}
        </p>
        <p>{place.description}</p>
        {place.openingHours && (
          <p className="place-card__hours">
            <span className="muted">Hours:</span> {formatOpeningHours(place.openingHours)}
          </p>
        )}
        <p className="place-card__links">
          <a href={directionsUrl(place)} target="_blank" rel="noopener noreferrer">
            Directions
          </a>
          {phones.map((phone) => (
            <a key={phone.href} href={phone.href}>
              Call {phone.text}
            </a>
          ))}
          {place.website && (
            <a href={place.website} target="_blank" rel="noopener noreferrer">
              Website
            </a>
          )}
          {place.source.url && place.source.provider === 'curated' && (
            <a href={place.source.url} target="_blank" rel="noopener noreferrer" className="muted">
              Source
            </a>
          )}
          {place.source.url && place.source.provider === 'osm' && (
            <a href={place.source.url} target="_blank" rel="noopener noreferrer" className="muted">
              View on OpenStreetMap
            </a>
          )}
        </p>
      </div>
    </article>
  );
});
