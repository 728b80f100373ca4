import type { AssistantFacts } from '../../../../../shared/domain/assistant/facts';
import { lookUpEvents } from '../look-up';
import type { GatherContext } from './gather-context';

// Social: dated events in the neighbourhood in question, or in the city the question names even
// when the person's picks are elsewhere; an event the question names first ("when is the Mumbai
// marathon?"), then the person's best matches, then the soonest.

/** Words too general to name an event. */
const NOT_EVENT_WORDS = new Set(['where', 'when', 'what', 'events', 'event', 'date', 'time', 'timing']);

export async function gatherEvents({
  services,
  profile,
  question,
  resolved,
  city,
}: GatherContext): Promise<AssistantFacts['events']> {
  const [first] = resolved.focus.localities;
  if (!first && !city) return null;
  const { namedCity } = resolved;
  const locality = namedCity && first?.city !== namedCity.id ? null : (first ?? null);
  const cityName = city?.name ?? null;
  const found = await lookUpEvents(
    services,
    locality ? { neighborhoodId: locality.id } : { city: cityName ?? undefined },
    profile.interests,
  );
  if (!found) return null;
  const asked = eventWords(question);
  const named = (name: string) =>
    name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => asked.has(w) && !cityName?.toLowerCase().includes(w)).length;
  const forYouFirst = found.events.toSorted(
    (a, b) => named(b.name) - named(a.name) || b.personalScore - a.personalScore || a.date.localeCompare(b.date),
  );
  return { city: found.location.city, provider: found.provider.label, items: forYouFirst };
}

/** The words of a question that can name an event ("marathon", "christmas", "padwa"). */
const eventWords = (question: string) =>
  new Set(
    question
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4 && !NOT_EVENT_WORDS.has(w)),
  );
