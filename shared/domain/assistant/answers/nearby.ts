import { PLACE_CATEGORY_LABELS } from '../../../constants/places';
import type { Place } from '../../../contracts/places';
import { formatEventDate, formatTicketPrice } from '../../events/filter-events';
import { formatDistance, formatPriceLevel } from '../../places/format-place';
import type { AssistantFacts } from '../facts';
import { bullet, link, md } from './format';

// Answers about what is around: places (from the places feature's provider), groceries, and dated
// events and places to meet people (from the events feature's).

const PLACES = link('Discover Places', '/places');
const EVENTS = link('Social Events', '/social-connector');

function placeLine(p: Place): string {
  const name = p.website ? link(p.name, p.website) : md(p.name);
  const price = formatPriceLevel(p.priceLevel);
  const rating = p.rating !== null ? ` · rated ${p.rating.toFixed(1)}` : '';
  return `${name} (${PLACE_CATEGORY_LABELS[p.category].toLowerCase()}, ${formatDistance(p.distance)}${price ? `, ${price}` : ''}${rating}): ${md(p.description)}`;
}

const whichNeighbourhood = () =>
  `Which neighbourhood? Choose one in the ${link('neighbourhood finder', '/place-recommender')}, or name it ("places near Baner").`;

/** One kind of place near a neighbourhood, or that our places data holds none of that kind there. */
function placesOfKind(facts: AssistantFacts): string | null {
  const kind = facts.entities.placeKind;
  if (!kind || !facts.places) return null;
  const { neighbourhood, items, provider } = facts.places;
  if ('other' in kind) {
    // Not a kind of ours, but a place of ours may be one by name ("Agara Lake", "Juhu Beach").
    const stem = kind.other.replace(/(es|s)$/, '').replace(/ie$/, 'y');
    const named = items.filter((p) => p.name.toLowerCase().includes(stem)).slice(0, 5);
    if (named.length) return `Near **${md(neighbourhood)}** (${md(provider)}):\n\n${bullet(named.map(placeLine))}`;
    return `Our places data doesn't hold ${md(kind.other)} by name, so I won't guess one near **${md(neighbourhood)}**. ${PLACES} shows the kinds of place we do hold.`;
  }
  const label = PLACE_CATEGORY_LABELS[kind.category].toLowerCase();
  const found = items.filter((p) => p.category === kind.category).slice(0, 6);
  if (!found.length) {
    return `I don't know of a ${label} within 5 km of **${md(neighbourhood)}** in our data (${md(provider)}), so I won't guess one. ${PLACES} can search a wider radius.`;
  }
  return `${PLACE_CATEGORY_LABELS[kind.category]} near **${md(neighbourhood)}** (${md(provider)}):\n\n${bullet(found.map(placeLine))}`;
}

export function placesNearby(facts: AssistantFacts): string {
  if (!facts.places) return whichNeighbourhood();
  const ofKind = placesOfKind(facts);
  if (ofKind) return ofKind;
  const { neighbourhood, items, provider } = facts.places;
  if (!items.length) {
    return `I don't know of places within 5 km of ${md(neighbourhood)} yet (${md(provider)}). ${PLACES} can search a wider radius.`;
  }
  // A few of each kind, so one category does not fill the list.
  const perCategory = new Map<string, Place[]>();
  for (const p of items) {
    const list = perCategory.get(p.category) ?? [];
    if (list.length < 2) perCategory.set(p.category, [...list, p]);
  }
  const chosen = [...perCategory.values()]
    .flat()
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 8);
  return [
    `Around **${md(neighbourhood)}** (${md(provider)}):`,
    bullet(chosen.map(placeLine)),
    `${items.length} places within 5 km in all: filter and map them in ${PLACES}.`,
  ].join('\n\n');
}

export function groceries(facts: AssistantFacts): string {
  const tips = bullet([
    'Your nearest **kirana** (neighbourhood grocer) usually delivers and keeps a monthly tab once they know you.',
    'The local **vegetable and fruit market** (or the carts that come by each morning) is usually cheaper than supermarkets for fresh produce.',
    'Supermarket chains and quick-delivery apps work in most large cities; compare their prices on staples like rice, atta and oil before you stock up.',
    'Buy staples in larger packs once you know what you use: the per-kilo price drops a lot.',
  ]);
  if (!facts.places) return [whichNeighbourhood(), tips].join('\n\n');
  const stores = facts.places.items.filter((p) => p.category === 'grocery').slice(0, 5);
  const near = stores.length
    ? `Grocery stores near **${md(facts.places.neighbourhood)}**:\n${bullet(stores.map(placeLine))}`
    : `I don't know of a grocery store near **${md(facts.places.neighbourhood)}** in our data, so I won't guess one: your nearest kirana is usually a short walk away.`;
  return [near, 'Ways to keep grocery bills down:', tips].join('\n\n');
}

export function social(facts: AssistantFacts): string {
  const events = facts.events;
  const eventLines = events?.items.slice(0, 5).map((e) => {
    const name = e.ticket_details.booking_link ? link(e.name, e.ticket_details.booking_link) : md(e.name);
    const when = `${formatEventDate(e.date)}${e.time ? `, ${e.time}` : ''}`;
    return `${name}: ${when} at ${md(e.location)} (${formatTicketPrice(e.ticket_details.price)})${e.recurrence ? `, ${md(e.recurrence.toLowerCase())}` : ''}`;
  });
  const meetups =
    facts.places?.items
      .filter((p) => p.category === 'cafe' || p.category === 'park' || p.category === 'gym')
      .slice(0, 3) ?? [];
  const ways = bullet([
    'Join your building or society group: it is where neighbours share help, rentals and plans.',
    'A regular class (a gym batch, a dance or language class, a running group) turns faces into friends faster than one-off events.',
    'Volunteer: city NGOs and clean-up drives welcome newcomers.',
  ]);
  if (!events) {
    return `Tell me your city (or choose a neighbourhood) and I'll list dated events there. Meanwhile, browse ${EVENTS}. Ways to meet people anywhere:\n\n${ways}`;
  }
  const parts = [
    eventLines?.length
      ? `Coming up in **${md(events.city)}** (${md(events.provider)}):\n${bullet(eventLines)}`
      : `I don't know of events in ${md(events.city)} over the next three months, so I won't make any up.`,
    meetups.length
      ? `Everyday places to meet people near ${md(facts.places!.neighbourhood)}: ${meetups.map((p) => md(p.name)).join(', ')}.`
      : '',
    ways,
    `See every event, filtered to your interests, in ${EVENTS}.`,
  ];
  return parts.filter(Boolean).join('\n\n');
}

/** Shops by kind near a neighbourhood: only the kinds our places data holds (malls and groceries). */
export function shopping(facts: AssistantFacts): string {
  if (!facts.places) return whichNeighbourhood();
  const { neighbourhood, items, provider } = facts.places;
  const shops = items.filter((p) => p.category === 'shopping_mall' || p.category === 'grocery').slice(0, 5);
  const gap =
    'Our places data has no furniture, electronics or hardware shops by name, so I will not guess one; a shopping mall or the main market road near you is the usual place to start.';
  const near = shops.length
    ? `Shops we know near **${md(neighbourhood)}** (${md(provider)}):\n${bullet(shops.map(placeLine))}`
    : `I don't know of a shopping mall or grocery store near **${md(neighbourhood)}** in our data.`;
  return [near, gap, `See them on the map in ${PLACES}.`].join('\n\n');
}
