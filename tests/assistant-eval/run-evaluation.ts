import { loadConfig } from '../../server/config';
import { loadDataset } from '../../server/data/load-dataset';
import type { ChatProfile } from '../../server/features/chat/chat-profile';
import { answerLocally, type LocalServices } from '../../server/features/chat/local/local-assistant';
import { createEventsProviders } from '../../server/features/events';
import { createGazetteerGeocoder } from '../../server/features/geocoding';
import { createPlacesProviders } from '../../server/features/places';
import type { Clock } from '../../server/lib/clock';
import { createLogger } from '../../server/logger';
import { ungroundedIn } from './grounding';
import { groundingFor } from './grounding-corpus';
import { judgeAnswer, type Verdict } from './judge-answer';
import { EVAL_INTENTS, type EvalIntent, type EvalQuestion, loadQuestions } from './load-questions';
import { buildProfile, PERSONA_IDS, type PersonaId } from './personas';

// Runs the evaluation set against the local assistant in-process: the real dataset, the curated
// places and events, the gazetteer geocoder, no model, and a fixed day (events are dated).

/** The day the questions are asked: 1 December 2026, 10:00 in India. */
export const EVAL_DAY = new Date('2026-12-01T04:30:00Z');

export interface EvalResult {
  question: EvalQuestion;
  /** The intent the assistant read in the question. */
  readAs: string;
  text: string;
  verdict: Verdict;
  /** Figures and names in the answer that nothing we hold supports. */
  ungrounded: string[];
}

export interface Figures {
  n: number;
  /** Questions to answer, and of them those answered correctly. */
  toAnswer: number;
  answeredCorrectly: number;
  /** Questions to refuse, and of them those refused correctly. */
  toRefuse: number;
  refusedCorrectly: number;
  /** Answered or refused correctly, of all. */
  correctShare: number;
  /** Answers with every figure and name grounded, of all. */
  groundedShare: number;
}

export interface Evaluation {
  day: string;
  overall: Figures;
  byIntent: Record<EvalIntent, Figures>;
}

/** The services the local assistant uses, built as start-server.ts builds them, with no database and no keys. */
export function evaluationServices(clock: Clock = { now: () => EVAL_DAY }): LocalServices {
  // Only the defaults: no key or provider setting of the environment reaches the evaluation.
  // The curated places, so that the evaluation never depends on a network.
  const config = loadConfig({ NODE_ENV: 'test', PLACES_PROVIDER: 'curated' });
  const dataset = loadDataset();
  const geocoder = createGazetteerGeocoder(dataset);
  return {
    config,
    logger: createLogger('silent'),
    dataset,
    geocoder,
    places: createPlacesProviders(config, { dataset, llm: null, geocoder, db: null, logger: createLogger('silent') }),
    events: createEventsProviders(config, { dataset, llm: null }),
    clock,
  };
}

export async function runEvaluation(questions: EvalQuestion[] = loadQuestions()): Promise<EvalResult[]> {
  const services = evaluationServices();
  const profiles = new Map<PersonaId, ChatProfile>();
  for (const id of PERSONA_IDS) profiles.set(id, await buildProfile(services, id));
  const results: EvalResult[] = [];
  for (const question of questions) {
    const profile = profiles.get(question.persona)!;
    const { intent, text } = await answerLocally(services, profile, question.question);
    const grounding = groundingFor(services.dataset, profile, question.question, text);
    results.push({
      question,
      readAs: intent,
      text,
      verdict: judgeAnswer(question, text),
      ungrounded: ungroundedIn(text, grounding),
    });
  }
  return results;
}

const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : 1);

function figuresOf(results: EvalResult[]): Figures {
  const toAnswer = results.filter((r) => r.question.expect === 'answer');
  const toRefuse = results.filter((r) => r.question.expect === 'refuse');
  const answeredCorrectly = toAnswer.filter((r) => r.verdict.correct).length;
  const refusedCorrectly = toRefuse.filter((r) => r.verdict.correct).length;
  return {
    n: results.length,
    toAnswer: toAnswer.length,
    answeredCorrectly,
    toRefuse: toRefuse.length,
    refusedCorrectly,
    correctShare: share(answeredCorrectly + refusedCorrectly, results.length),
    groundedShare: share(results.filter((r) => !r.ungrounded.length).length, results.length),
  };
}

export function summarise(results: EvalResult[]): Evaluation {
  const byIntent = Object.fromEntries(
    EVAL_INTENTS.map((intent) => [intent, figuresOf(results.filter((r) => r.question.intent === intent))]),
  ) as Record<EvalIntent, Figures>;
  return { day: EVAL_DAY.toISOString(), overall: figuresOf(results), byIntent };
}
