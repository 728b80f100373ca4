import type { City, Locality } from '../../dataset/schema';
import { findMentionedCity, findMentionedLocalities, type MentionIndex } from '../find-mentions';
import type { Intent, Understanding } from '../intents';
import type { Entities } from '../understand/extract-entities';
import { type Focus, resolveFocus } from './resolve-focus';
import { resolveIntent } from './resolve-intent';

// What a question is about, read against our data and what we know of the person: the kind of
// answer (resolve-intent.ts), the neighbourhoods named, the city, and the neighbourhoods the answer
// weighs (resolve-focus.ts). Pure: the server gathers facts for it (server/features/chat/local/).

/** What we know of the person asking, as far as it decides what a question is about. */
export interface Asker {
  /** Their chosen neighbourhood, when it is one of ours. */
  selected: Locality | null;
  /** Their last results that are ours, best first. */
  recommended: readonly Locality[];
  /** The workplace their last search placed, when it placed one. */
  workplace: { cityId: string } | null;
}

export interface ResolvedQuestion {
  intent: Intent;
  /** What else the question names: an amount, a kind of home, "my", "near"… (`understand`). */
  entities: Entities;
  /** Our neighbourhoods the question names, in its order (at most three). */
  mentioned: Locality[];
  /** The first city the question names. */
  namedCity: City | null;
  /** The person's city: their pick's, else their first result's, else their workplace's. */
  homeCity: string | null;
  /** The city the question is about: named, else the first named neighbourhood's, else the person's. */
  cityId: string | null;
  focus: Focus;
}

/** The most neighbourhoods a question is read as naming. */
const MAX_MENTIONED = 3;

export function resolveQuestion(
  question: string,
  understanding: Understanding,
  index: MentionIndex,
  asker: Asker,
): ResolvedQuestion {
  const homeCity = asker.selected?.city ?? asker.recommended[0]?.city ?? asker.workplace?.cityId ?? null;
  const mentioned = findMentionedLocalities(question, index, homeCity).slice(0, MAX_MENTIONED);
  const intent = resolveIntent({
    understood: understanding.intent,
    named: mentioned.length,
    knowsWork: asker.workplace !== null,
  });
  const namedCity = findMentionedCity(question, index);
  return {
    intent,
    entities: understanding.entities,
    mentioned,
    namedCity,
    homeCity,
    cityId: namedCity?.id ?? mentioned[0]?.city ?? homeCity,
    focus: resolveFocus({
      intent,
      mine: understanding.entities.mine,
      mentioned,
      namedCity,
      selected: asker.selected,
      recommended: asker.recommended,
    }),
  };
}
