import { actPreface } from '../../../../shared/domain/assistant/answers/requests';
import type { Intent } from '../../../../shared/domain/assistant/intents';
import { secondIntent, understand } from '../../../../shared/domain/assistant/intents';
import { writeAnswer } from '../../../../shared/domain/assistant/write-answer';
import type { ChatProfile } from '../chat-profile';
import { gatherFacts } from './gather-facts';
import type { FactServices } from './gatherers/gather-context';

// Kinds that are not a question of their own beneath a request to act.
const NOT_UNDERNEATH = new Set<Intent>([
  'act_request',
  'out_of_scope',
  'greeting',
  'best_neighbourhood',
  'about_neighbourhood',
]);

/**
 * The embedded default (no model): the question's intent, the facts it needs, and the answer
 * written from them in markdown. Deterministic for the same data and day.
 */
export async function answerLocally(
  services: LocalServices,
  profile: ChatProfile,
  question: string,
): Promise<{ intent: string; text: string }> {
  const understanding = understand(question);
  // A request to act ("book a PG in Wakad for me"): we cannot, then the answer to what it is about.
  const underneath =
    understanding.intent === 'act_request'
      ? understanding.ranking.find((r) => !NOT_UNDERNEATH.has(r.kind))?.kind
      : undefined;
  if (underneath) {
    const facts = await gatherFacts(services, profile, question, { ...understanding, intent: underneath });
    return { intent: 'act_request', text: `${actPreface(facts)}\n\n${writeAnswer(facts)}` };
  }
  const facts = await gatherFacts(services, profile, question, understanding);
  const also = secondIntent(understanding, question);
  if (!also) return { intent: facts.intent, text: writeAnswer(facts) };
  // Two questions in one: both answered, the first first.
  const second = await gatherFacts(services, profile, question, { ...understanding, intent: also });
  return { intent: facts.intent, text: `${writeAnswer(facts)}\n\n---\n\n${writeAnswer(second)}` };
}

/**
 * A written answer in the pieces it is streamed in: paragraph by paragraph, so the reader sees it
 * build up and markdown blocks arrive whole.
 */
export function piecesOf(text: string): string[] {
  return text.split(/(?<=\n\n)/);
}

/** What the local assistant reads: the data, and the searches and clock its facts come from. */
export type LocalServices = FactServices;
