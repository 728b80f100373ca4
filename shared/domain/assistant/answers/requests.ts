import type { AssistantFacts } from '../facts';
import { link, md } from './format';
import { moving, rentAndDeposit } from './settling-in';

// Requests to act ("book packers and movers for me", "pay my deposit"): the assistant can only
// answer, so it says so first, then helps the person choose and do it themselves.

const CANNOT = "I can't book, buy, pay or contact anyone for you: I only answer from Basera's data.";

/**
 * What a request to act is answered with when we can still help with what it is about: that we
 * cannot act, the places it names, then the answer to the question underneath ("book a PG in Wakad"
 * → Wakad's PG rents), written by the caller (local-assistant.ts).
 */
export function actPreface(facts: AssistantFacts): string {
  const named = facts.focusReason === 'mentioned' ? facts.focus.map((n) => `**${md(n.locality.name)}**`) : [];
  const about = named.length
    ? ` Here is what I know that helps with ${named.join(' and ')}:`
    : ' Here is what I know that helps:';
  return `${CANNOT}${about}`;
}

export function actRequest(facts: AssistantFacts): string {
  const verb = facts.entities.actRequest ?? 'do';
  const about = facts.ranking.find((k) => k !== 'act_request');
  if (about === 'moving')
    return `${CANNOT} Here is how to choose packers and movers and plan the move:\n\n${moving(facts)}`;
  if (about === 'rents' || about === 'rent_deposit' || about === 'best_neighbourhood') {
    return `${CANNOT} Here is how to choose a place and what to check before you pay anything:\n\n${rentAndDeposit(facts)}`;
  }
  return [
    `${CANNOT} So I can't ${verb} that, but I can help you decide:`,
    `- which neighbourhoods fit you, from the ${link('neighbourhood finder', '/place-recommender')};`,
    `- places around a neighbourhood, in ${link('Discover Places', '/places')};`,
    `- events to meet people, in ${link('Social Events', '/social-connector')};`,
    '- rents, deposits, moving and setting up utilities, right here.',
  ].join('\n');
}
