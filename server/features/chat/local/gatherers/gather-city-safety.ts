import type { AssistantFacts } from '../../../../../shared/domain/assistant/facts';
import { findMentionedCities } from '../../../../../shared/domain/assistant/find-mentions';
import { safetyBasis } from '../../../../../shared/domain/locality-basis';
import type { GatherContext } from './gather-context';

// Safety of a city as a whole ("is Pune or Bangalore safer?"): each city the question names, with
// its published figure, when it names no neighbourhood.

export function gatherCitySafety({ question, index, resolved, today }: GatherContext): AssistantFacts['citySafety'] {
  if (resolved.mentioned.length) return [];
  return findMentionedCities(question, index).map((c) => ({
    city: c.name,
    basis: safetyBasis({ city: c.id }, c, today),
  }));
}
