import { rupeeAmountsIn } from './grounding';
import type { EvalQuestion, Expectation } from './load-questions';

// Whether an answer is correct for its question (docs/assistant-eval.md): every expected fact in it
// and nothing it must not say; a question to refuse needs a plain refusal as well. Pure.

/** A refusal in the first person: what a specific refusal says before what it can do instead. */
const REFUSALS = [
  "i can't",
  'i cannot',
  'i can not',
  "i'm not able",
  'i am not able',
  "i'm unable",
  'i am unable',
  "i don't",
  'i do not',
  "i won't",
  'not something i',
  'outside what i',
  'beyond what i',
];

/** Case, markdown, dashes, quotes and spacing aside: "**Baner, Pune**: ₹28,000–₹42,000". */
export function comparable(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\([\\`*_[\]<>])/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[–—−]/g, '-')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

const RUPEE_TERM = /^₹\d[\d,]*$/;

/** Whether a phrase is in the answer; a rupee amount ("₹1,10,000") matches however it is written. */
function has(answer: { text: string; rupees: Set<number> }, phrase: string): boolean {
  if (RUPEE_TERM.test(phrase)) return answer.rupees.has(Number(phrase.slice(1).replace(/,/g, '')));
  return answer.text.includes(comparable(phrase));
}

export interface Verdict {
  correct: boolean;
  /** For a question to refuse: whether the answer refuses at all. */
  refused: boolean;
  /** Expectations not met, each shown as its phrases joined by " | ". */
  missing: string[];
  /** Phrases it must not say that it says. */
  forbidden: string[];
}

export function judgeAnswer(
  question: Pick<EvalQuestion, 'mustContain' | 'mustNotContain' | 'expect'>,
  text: string,
): Verdict {
  const answer = { text: comparable(text), rupees: new Set(rupeeAmountsIn(text)) };
  const missing = question.mustContain
    .filter((any: Expectation) => !any.some((phrase) => has(answer, phrase)))
    .map((any) => any.join(' | '));
  const forbidden = question.mustNotContain.filter((phrase) => has(answer, phrase));
  const refused = REFUSALS.some((r) => answer.text.includes(r));
  const correct = !missing.length && !forbidden.length && (question.expect === 'answer' || refused);
  return { correct, refused, missing, forbidden };
}
