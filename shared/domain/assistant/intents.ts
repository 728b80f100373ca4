import { type Entities, extractEntities } from './understand/extract-entities';
import { rankAnswers } from './understand/rank-answers';
import { ANSWER_KINDS, type AnswerKind } from './understand/vocabulary';

// What a person is asking the relocation assistant, in their own words: the kinds of answer ranked
// by a search over our vocabulary (understand/rank-answers.ts), then the entities in the question
// settle what the words leave open (understand/extract-entities.ts). Tested with ten or more
// paraphrases per intent (intents.test.ts) and the evaluation set (tests/assistant-eval/).

export const INTENTS = ANSWER_KINDS;
export type Intent = AnswerKind | 'unknown';

export interface Understanding {
  intent: Intent;
  score: number;
  /** Every kind the words matched, best first: the answer writers fall back along it. */
  ranking: { kind: AnswerKind; score: number }[];
  entities: Entities;
}

// A named kind of home or an amount makes a question about rents ("a PG under ₹12k near Christ
// University"), whatever else its words matched, unless they matched a subject of its own: a
// request to act, the commute or transit, who can rent, deposits, moving, the city's facts.
const KEEP_WHEN_PRICED = new Set<Intent>([
  'act_request',
  'commute',
  'transit',
  'who_can_rent',
  'rent_deposit',
  'moving',
  'safety',
  'flooding',
  'air_quality',
  'water_supply',
  'utilities',
  'best_for_families',
]);

export function understand(question: string): Understanding {
  const entities = extractEntities(question);
  const ranking = rankAnswers(question);
  let intent: Intent = ranking[0]?.kind ?? 'unknown';
  if (entities.actRequest) intent = 'act_request';
  else if ((entities.homeKind || entities.amount) && !KEEP_WHEN_PRICED.has(intent)) intent = 'rents';
  return { intent, score: ranking[0]?.score ?? 0, ranking, entities };
}

// Kinds that only frame a question: never a second question of their own.
const FRAMING = new Set<Intent>(['best_neighbourhood', 'about_neighbourhood', 'places_nearby', 'greeting', 'unknown']);
// Two questions in one: "rent in Baner and is it safe?", "Is Aundh safe? what about flooding".
const JOINED = /\?\s*\S|\b(and|also|plus|aur)\b|;/i;

/**
 * The second thing a question asks, when it asks two ("what is the rent in Baner and is it safe?"):
 * another kind its words matched nearly as well, joined to the first by "and", "also" or a second
 * question mark. Null for one question.
 */
export function secondIntent(understanding: Understanding, question: string): Intent | null {
  const { intent, ranking } = understanding;
  if (FRAMING.has(intent) || intent === 'act_request' || !JOINED.test(question)) return null;
  const top = ranking.find((r) => r.kind === intent)?.score ?? understanding.score;
  const next = ranking.find((r) => r.kind !== intent && !FRAMING.has(r.kind) && r.score >= 0.5 * top);
  return next?.kind ?? null;
}

/** The intent of a question, with its score (0 for unknown). */
export function matchIntent(question: string): { intent: Intent; score: number } {
  const { intent, score } = understand(question);
  return { intent, score };
}
