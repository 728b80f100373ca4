import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { PERSONA_IDS } from './personas';

// The evaluation set (docs/assistant-eval.md): one file per category in questions/, each question
// with who asks it, the facts a correct answer must contain and what it must not say.

/** The categories questions are filed under: every intent the assistant should serve, and two it should refuse. */
export const EVAL_INTENTS = [
  'recommendations',
  'families',
  'compare',
  'commute',
  'transit',
  'safety',
  'flooding',
  'air',
  'water',
  'who_can_rent',
  'rents',
  'deposits',
  'groceries',
  'shopping',
  'places',
  'social',
  'utilities',
  'moving',
  'act',
  'greeting',
  'out_of_scope',
] as const;
export type EvalIntent = (typeof EVAL_INTENTS)[number];

/**
 * Phrases that recur in expectations, written once. `@no-data`: an honest "we hold nothing on
 * this"; `@help-instead`: a pointer to what the assistant can answer instead.
 */
export const PHRASES: Record<string, string[]> = {
  '@no-data': [
    "don't have",
    'do not have',
    "don't hold",
    'do not hold',
    "don't know of",
    'do not know of',
    'no published',
    'not in our data',
    "isn't in our data",
    'none in our data',
    'we have no',
    'i have no',
    'we hold no',
    'i hold no',
    'not on record',
    'no data',
    'not known',
    'has no',
    'holds no',
    'not guess',
    "won't guess",
  ],
  '@help-instead': [
    'i can help with',
    'i can help you',
    'i can answer',
    'i can tell you',
    'you could ask',
    'you can ask',
    'try asking',
    'ask me',
  ],
};

const term = z.union([z.string().min(1), z.strictObject({ anyOf: z.array(z.string().min(1)).min(1) })]);

const questionSchema = z.strictObject({
  id: z.string().regex(/^[a-z_]+-\d{2,3}$/),
  question: z.string().min(1),
  persona: z.enum(PERSONA_IDS),
  mustContain: z.array(term).default([]),
  mustNotContain: z.array(z.string().min(1)).default([]),
  expect: z.enum(['answer', 'refuse']),
  /** Where the expectation comes from in our data, when it is not plain from the question. */
  why: z.string().optional(),
});

const fileSchema = z.strictObject({ intent: z.enum(EVAL_INTENTS), questions: z.array(questionSchema).min(1) });

/** One expectation: any of these phrases (one phrase is a list of one). */
export type Expectation = string[];

export interface EvalQuestion {
  id: string;
  intent: EvalIntent;
  question: string;
  persona: z.infer<typeof questionSchema>['persona'];
  mustContain: Expectation[];
  mustNotContain: string[];
  expect: 'answer' | 'refuse';
}

const expand = (phrases: string[]) =>
  phrases.flatMap((p) => PHRASES[p] ?? (p.startsWith('@') ? unknownPhrase(p) : [p]));
const unknownPhrase = (p: string): never => {
  throw new Error(`assistant eval: no phrase list called ${p} (tests/assistant-eval/load-questions.ts)`);
};

/**
 * The question sets: `main`, which the assistant was tuned against and `npm test` gates on, and
 * `held-out`, written apart from the assistant's code to measure how it does on questions it was not
 * tuned on (reported only, no baseline).
 */
export const QUESTION_SETS = {
  main: new URL('./questions/', import.meta.url),
  'held-out': new URL('./held-out/', import.meta.url),
} as const;
export type QuestionSet = keyof typeof QUESTION_SETS;

const QUESTIONS_DIR = QUESTION_SETS.main;

/** Every question of the set, checked: unique ids, each file one category, every category present. */
export function loadQuestions(dir: URL = QUESTIONS_DIR): EvalQuestion[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const questions = files.flatMap((file) => {
    const parsed = fileSchema.safeParse(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
    if (!parsed.success) throw new Error(`assistant eval: ${file}: ${z.prettifyError(parsed.error)}`);
    const { intent } = parsed.data;
    if (file !== `${intent}.json`) throw new Error(`assistant eval: ${file} holds "${intent}" questions`);
    return parsed.data.questions.map(
      (q): EvalQuestion => ({
        id: q.id,
        intent,
        question: q.question,
        persona: q.persona,
        mustContain: q.mustContain.map((t) => expand(typeof t === 'string' ? [t] : t.anyOf)),
        mustNotContain: expand(q.mustNotContain),
        expect: q.expect,
      }),
    );
  });
  const seen = new Set<string>();
  for (const q of questions) {
    if (seen.has(q.id)) throw new Error(`assistant eval: two questions have the id ${q.id}`);
    seen.add(q.id);
  }
  const missing = EVAL_INTENTS.filter((i) => !questions.some((q) => q.intent === i));
  if (missing.length) throw new Error(`assistant eval: no questions for ${missing.join(', ')}`);
  return questions;
}
