import MiniSearch from 'minisearch';
import { ANSWER_KINDS, type AnswerKind, VOCABULARY } from './vocabulary';

// What a question is about, as a ranking of the kinds of answer we can write: the question is
// searched (MiniSearch: BM25, fuzzy terms, prefixes) against the vocabulary of each kind, and each
// kind scores by its best-matching entry plus a little for every other one that matched. Pure and
// built once; the answer writers then say whether they have the facts (write-answer.ts).

// Words that carry no subject, in English and Hinglish: dropped from the question and the vocabulary.
const STOPWORDS = new Set(
  (
    'a an the is are am was were be been i me my mine we us our ours you your it its they them their this that these those ' +
    'there here to of in on at for and or with from by as do does did can could should would will shall may might ' +
    'what which when whom how why any things under below within upto some please pls plz give get got find show let know want new ' +
    'so also just very really much many more most about into than then if not no yes ok okay ' +
    'kya hai hain mein me ka ki ke ko se aur bhi hoga kaha kahan koi'
  ).split(' '),
);

/** Lower case, no accents, "neighborhood" and "neighbourhood" alike: the same for questions and entries. */
function normalizeWord(term: string): string | null {
  const word = term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^neighbo(u)?rhoods?$/, 'neighbourhood');
  if (!word || STOPWORDS.has(word) || /^\d+$/.test(word)) return null;
  return word;
}

interface Entry {
  id: number;
  kind: AnswerKind;
  text: string;
  frame: boolean;
}

let index: MiniSearch<Entry> | null = null;

function searchIndex(): MiniSearch<Entry> {
  if (index) return index;
  const entries: Entry[] = ANSWER_KINDS.flatMap((kind) =>
    VOCABULARY[kind].map((text) => ({ kind, text: text.replace(/^~/, ''), frame: text.startsWith('~') })),
  ).map((entry, id) => ({ id, ...entry }));
  index = new MiniSearch<Entry>({
    fields: ['text'],
    storeFields: ['kind', 'frame'],
    processTerm: (term) => normalizeWord(term) ?? undefined,
  });
  index.addAll(entries);
  return index;
}

export interface RankedAnswer {
  kind: AnswerKind;
  score: number;
}

// Below this a question is about nothing we know (one weak fuzzy or prefix match).
const MIN_SCORE = 1.5;

// What a framing entry ("~best", "~near") counts for, against 1 for the others.
const FRAME_WEIGHT = 0.35;

// Small talk: a greeting or thanks with nothing else of ours in it, or a question about the
// assistant itself ("what can you do?", "kya aap meri madad kar sakte ho?").
const GREETING =
  /^\W*(hi+|hello|hey+|hiya|namaste|namaskar|good (morning|afternoon|evening)|thanks?|thank (you|u)|thx|ty|ok thanks)\b/i;
const ABOUT_YOU =
  /\b(what can (you|u) do|how can (you|u) help|who are (you|u)|what are you|madad|help me out|can (you|u) help( me)?\W*$)/i;

// A general question made specific: "where should we live, with two children" is about families,
// "compare my recommended neighbourhoods" a comparison. When a general kind comes first and one of
// its refinements matched too, the refinement leads.
const REFINES: Partial<Record<AnswerKind, readonly AnswerKind[]>> = {
  best_neighbourhood: [
    'best_for_families',
    'compare',
    'safety',
    'flooding',
    'air_quality',
    'water_supply',
    'commute',
    'transit',
    'social',
    'shopping',
    'groceries',
  ],
  about_neighbourhood: [
    'compare',
    'safety',
    'flooding',
    'air_quality',
    'water_supply',
    'rents',
    'commute',
    'transit',
    'who_can_rent',
  ],
  places_nearby: ['groceries', 'shopping', 'social', 'best_for_families'],
};

// Kinds that overlap in words: the second leads when it scores nearly as much ("water supply
// connection" is about a utility connection, "water supply in Whitefield" is not).
const CLOSE_CALLS: Partial<Record<AnswerKind, { kind: AnswerKind; share: number }>> = {
  water_supply: { kind: 'utilities', share: 0.75 },
  safety: { kind: 'air_quality', share: 0.5 },
};

function refine(ranked: RankedAnswer[]): RankedAnswer[] {
  const [first, ...rest] = ranked;
  const close = first && CLOSE_CALLS[first.kind];
  const refinement =
    first &&
    (rest.find((r) => REFINES[first.kind]?.includes(r.kind)) ??
      rest.find((r) => close && r.kind === close.kind && r.score >= close.share * first.score));
  return refinement ? [refinement, first, ...rest.filter((r) => r !== refinement)] : ranked;
}

/** The kinds of answer a question may want, best first; empty when nothing in it is ours. */
export function rankAnswers(question: string): RankedAnswer[] {
  if (ABOUT_YOU.test(question)) return [{ kind: 'greeting', score: 10 }];
  const greeting = question.match(GREETING);
  if (greeting) {
    // "hi, what does a PG cost in BTM?" is a question; "thanks a lot, that helped" is not.
    const rest = rankWords(question.slice(greeting[0].length));
    return rest.length ? rest : [{ kind: 'greeting', score: 10 }];
  }
  return rankWords(question);
}

function rankWords(question: string): RankedAnswer[] {
  const hits = searchIndex().search(question, {
    combineWith: 'OR',
    // A typo in a longer word is forgiven; a short word must be spelt right, or start a longer one.
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    prefix: (term) => term.length >= 4,
    weights: { fuzzy: 0.6, prefix: 0.7 },
    boostDocument: (_id, _term, stored) => (stored?.frame ? FRAME_WEIGHT : 1),
  });
  const byKind = new Map<AnswerKind, number[]>();
  for (const hit of hits) {
    const kind = hit.kind as AnswerKind;
    byKind.set(kind, [...(byKind.get(kind) ?? []), hit.score]);
  }
  const ranked = [...byKind]
    .map(([kind, scores]) => {
      const [best = 0, ...rest] = scores.toSorted((a, b) => b - a);
      return { kind, score: best + 0.1 * rest.reduce((sum, s) => sum + s, 0) };
    })
    .filter((r) => r.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || ANSWER_KINDS.indexOf(a.kind) - ANSWER_KINDS.indexOf(b.kind));
  return refine(ranked);
}
