import type { AssistantFacts } from '../facts';
import { bullet, md } from './format';

// Greetings and the questions the local assistant cannot answer: it says so plainly.

const TOPICS = bullet([
  'which neighbourhoods suit you, how they compare and what your commute would be',
  'places around a neighbourhood, and affordable groceries',
  'what to buy for a new home, and setting up electricity, water, gas, internet and address proof',
  'events and ways to meet people',
  'metro and suburban stations, and whether one line goes between two places',
  'rents for a PG bed, a room in a shared flat, a 1 RK or a flat, and deposits',
  'moving',
]);

export function greeting(facts: AssistantFacts): string {
  const hello = facts.firstName ? `Hi ${md(facts.firstName)}!` : 'Hi!';
  const chosen =
    facts.focusReason === 'selected' && facts.focus[0]
      ? ` I see you've chosen **${md(facts.focus[0].locality.name)}**.`
      : '';
  return `${hello}${chosen} I can help with:\n\n${TOPICS}\n\nWhat would you like to know?`;
}

/** Two questions that would work for this person, from their own results or city. */
function examplesFor(facts: AssistantFacts): string[] {
  const [first, second] = facts.recommended;
  if (first && second) {
    return [`Compare ${first.locality.name} and ${second.locality.name}`, `Is ${first.locality.name} on the metro?`];
  }
  const place = facts.focus[0]?.locality.name ?? first?.locality.name;
  if (place) return [`What does a PG cost in ${place}?`, `What's around ${place}?`];
  const city = facts.city?.name;
  if (city) return [`Which neighbourhoods in ${city} are best for a family?`, `Where can I meet people in ${city}?`];
  return ['What does a 1 BHK cost in Koramangala?', 'Is Baner on the metro?'];
}

/** What the assistant can answer, and two questions that would work for this person. */
function whatICanAnswer(facts: AssistantFacts): string {
  const examples = examplesFor(facts)
    .map((q) => `"${md(q)}"`)
    .join(' or ');
  return `I can help with:\n\n${TOPICS}\n\nFor example, ask ${examples}.`;
}

export function unknown(facts: AssistantFacts): string {
  return `I don't know the answer to that one from Basera's data, and I'd rather say so than guess. ${whatICanAnswer(facts)}`;
}

/** A subject outside moving and renting: named, then what we can answer instead. */
export function outOfScope(facts: AssistantFacts): string {
  return `That's outside what Basera knows: I can't help with ${facts.outOfScopeTopic ?? 'that'}. ${whatICanAnswer(facts)}`;
}
