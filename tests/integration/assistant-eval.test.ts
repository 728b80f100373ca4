import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../server/data/load-dataset';
import { groundingOf, rupeeAmountsIn, ungroundedIn } from '../assistant-eval/grounding';
import { groundingFor } from '../assistant-eval/grounding-corpus';
import { judgeAnswer } from '../assistant-eval/judge-answer';
import { EVAL_INTENTS, loadQuestions } from '../assistant-eval/load-questions';
import { buildProfile } from '../assistant-eval/personas';
import {
  type Evaluation,
  evaluationServices,
  type Figures,
  runEvaluation,
  summarise,
} from '../assistant-eval/run-evaluation';

// The relocation assistant's evaluation (docs/assistant-eval.md): the grounding check and the judge
// on answers written for the purpose, then the whole set against the local assistant, whose shares
// may rise but not fall below tests/assistant-eval/baseline.json.

describe('the grounding check', () => {
  const held = groundingOf({
    texts: [
      'Baner, Pune',
      'Westend Mall',
      'Hinjewadi',
      'Akurdi (Pune–Lonavala suburban)',
      'Line 2 (Aqua, Vanaz–Ramwadi)',
    ],
    rupees: [28_000, 42_000, 1_10_000],
    figures: { km: [6.9, 0.85], min: [17] },
  });

  it('passes an answer whose every amount, figure and place we hold, however it is written', () => {
    const answer =
      "**Baner, Pune**: 2 BHK ₹28,000–₹42,000 a month (Rs 28k at least, ₹1.1 lakh for more). Westend Mall is 850 m away; Hinjewadi's nearest station is Akurdi, 6.9 km (about 7 km), Line 2 is far: about 17 min.";
    expect(ungroundedIn(answer, held)).toEqual([]);
  });

  it('names an invented amount, figure, locality, station or line', () => {
    expect(ungroundedIn('A 2 BHK in Baner is ₹99,999 a month.', held)).toEqual(['₹99,999']);
    expect(ungroundedIn('Fakenagar is cheaper than Baner.', held)).toEqual(['Fakenagar']);
    expect(ungroundedIn('Live in Sunview: it is quiet.', held)).toEqual(['Sunview']);
    expect(ungroundedIn('Take the metro from Hinjewadi Metro Station.', held)).toEqual(['Hinjewadi Metro Station']);
    expect(ungroundedIn('Akurdi is 12.5 km away, 40 min by Line 9.', held)).toEqual(['12.5 km', '40 min', 'Line 9']);
  });

  it('reads amounts as people write them', () => {
    expect(rupeeAmountsIn('₹1,10,000 or Rs. 25k or INR 1.5 lakh or ₹₹')).toEqual([1_10_000, 25_000, 1_50_000]);
  });

  it('holds the dataset, the question and the profile, and nothing invented', async () => {
    const dataset = loadDataset();
    const profile = await buildProfile(evaluationServices(), 'bengaluru-student');
    const check = (question: string, answer: string) =>
      ungroundedIn(answer, groundingFor(dataset, profile, question, answer));
    expect(
      check(
        'a PG under 12k near Christ University',
        'A PG bed in **BTM Layout, Bengaluru** is ₹6,000–₹15,000 a month; BTM Layout station (Yellow Line) is 200 m away; Christ University is about 33 min on foot. Under your ₹12,000: Basavanagudi from ₹6,000.',
      ),
    ).toEqual([]);
    expect(
      check(
        'a PG under 12k',
        'Try Fakenagar: PG beds from ₹99,999, 23.7 km from Christ University via Fakepur Metro Line.',
      ),
    ).toEqual(['₹99,999', '23.7 km', 'Fakenagar', 'Fakepur Metro Line']);
  });
});

describe('the judge', () => {
  const question = (
    mustContain: string[][],
    mustNotContain: string[] = [],
    expect: 'answer' | 'refuse' = 'answer',
  ) => ({
    mustContain,
    mustNotContain,
    expect,
  });

  it('finds every expected fact, any one of a list, and a rupee amount however written', () => {
    const answer = '**Baner** and Aundh have the same 2 BHK range: ₹28,000–₹42,000 (Rs 28k at the low end).';
    expect(judgeAnswer(question([['Baner'], ['same', 'identical'], ['₹28,000'], ['₹42,000']]), answer).correct).toBe(
      true,
    );
    const verdict = judgeAnswer(question([['Wakad'], ['₹23,000']], ['Aundh']), answer);
    expect(verdict).toMatchObject({ correct: false, missing: ['Wakad', '₹23,000'], forbidden: ['Aundh'] });
  });

  it('counts a refusal only when it refuses plainly and says what it can do', () => {
    const refuse = question([['book'], ['quote', 'quotes']], [], 'refuse');
    expect(judgeAnswer(refuse, "I can't book movers for you; get three written quotes.").correct).toBe(true);
    expect(judgeAnswer(refuse, 'Here are movers: get three written quotes and book one.').correct).toBe(false);
  });
});

describe('the evaluation set', () => {
  it('holds 300 questions or more, in every category, each with what a correct answer must say', () => {
    const questions = loadQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(300);
    for (const intent of EVAL_INTENTS) expect(questions.filter((q) => q.intent === intent).length).toBeGreaterThan(5);
    expect(questions.filter((q) => !q.mustContain.length && !q.mustNotContain.length).length).toBeLessThan(5);
  });

  it('is answered correctly and grounded at least as often as the baseline records, in every category', async () => {
    const baseline = JSON.parse(
      readFileSync(new URL('../assistant-eval/baseline.json', import.meta.url), 'utf8'),
    ) as Evaluation;
    const results = await runEvaluation();
    const now = summarise(results);
    const failing = (intent: string) =>
      results
        .filter(
          (r) => (intent === 'overall' || r.question.intent === intent) && (!r.verdict.correct || r.ungrounded.length),
        )
        .map((r) => r.question.id)
        .join(', ');
    const rows: [string, Figures, Figures | undefined][] = [
      ['overall', now.overall, baseline.overall],
      ...EVAL_INTENTS.map((i): [string, Figures, Figures | undefined] => [i, now.byIntent[i], baseline.byIntent[i]]),
    ];
    for (const [intent, figures, recorded] of rows) {
      const why = `${intent}: now failing ${failing(intent)} (npm run eval:assistant -- --show-failures)`;
      expect(figures.correctShare, why).toBeGreaterThanOrEqual(recorded?.correctShare ?? 0);
      expect(figures.groundedShare, why).toBeGreaterThanOrEqual(recorded?.groundedShare ?? 0);
    }
  });
});
