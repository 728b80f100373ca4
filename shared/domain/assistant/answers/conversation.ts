import type { AssistantFacts } from '../facts';
import { bullet, md } from './format';

// Greetings and the questions the local assistant cannot answer: it says so plainly.

const TOPICS = bullet([
  'which neighbourhoods suit you, how they compare and what your commute would be',
  'places around a neighbourhood, and affordable groceries',
  'what to buy for a new home, and setting up electricity, water, gas, internet and address proof',
  'events and ways to meet people',
  'moving, rent and deposits',
]);

export function greeting(facts: AssistantFacts): string {
  const hello = facts.firstName ? `Hi ${md(facts.firstName)}!` : 'Hi!';
  const chosen =
    facts.focusReason === 'selected' && facts.focus[0]
      ? ` I see you've chosen **${md(facts.focus[0].locality.name)}**.`
      : '';
  return `${hello}${chosen} I can help with:\n\n${TOPICS}\n\nWhat would you like to know?`;
}

export function unknown(): string {
  return `I don't know the answer to that one, and I'd rather say so than guess. I can help with:\n\n${TOPICS}`;
}
