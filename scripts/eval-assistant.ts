// The relocation assistant's evaluation (docs/assistant-eval.md): every question of a set
// (tests/assistant-eval/questions/ by default, or held-out/ with --set held-out) asked of the local
// assistant in-process, and the share answered correctly, refused correctly and grounded, per
// category and overall.
//   npm run eval:assistant [-- --set held-out] [-- --show-failures] [-- --json] [-- --write-baseline]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadQuestions, QUESTION_SETS, type QuestionSet } from '../tests/assistant-eval/load-questions';
import { type EvalResult, type Figures, runEvaluation, summarise } from '../tests/assistant-eval/run-evaluation';

const TARGET = { correct: 0.9, grounded: 1 };
const BASELINE = new URL('../tests/assistant-eval/baseline.json', import.meta.url);

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    'show-failures': { type: 'boolean', default: false },
    'write-baseline': { type: 'boolean', default: false },
    set: { type: 'string', default: 'main' },
  },
});

const isQuestionSet = (name: string): name is QuestionSet => Object.hasOwn(QUESTION_SETS, name);
if (!isQuestionSet(values.set)) {
  console.error(`eval:assistant: no question set "${values.set}" (${Object.keys(QUESTION_SETS).join(', ')})`);
  process.exit(2);
}
const set = values.set;
// Only the main set has a baseline; the held-out set is reported, never gated on.
if (values['write-baseline'] && set !== 'main') {
  console.error('eval:assistant: --write-baseline records the main set only; the held-out set has no baseline');
  process.exit(2);
}

const started = performance.now();
const results = await runEvaluation(loadQuestions(QUESTION_SETS[set]));
const evaluation = summarise(results);

if (values['write-baseline']) {
  writeFileSync(BASELINE, `${JSON.stringify(evaluation, null, 2)}\n`);
}

if (values.json) {
  console.log(JSON.stringify(evaluation, null, 2));
} else {
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(7);
  const row = (label: string, f: Figures) =>
    console.log(
      `${label.padEnd(16)}${String(f.n).padStart(4)}   ${`${f.answeredCorrectly}/${f.toAnswer}`.padStart(8)}   ${`${f.refusedCorrectly}/${f.toRefuse}`.padStart(7)}   ${pct(f.correctShare)}   ${pct(f.groundedShare)}`,
    );
  console.log(
    `\nThe local assistant on the ${set} set's ${results.length} questions, asked on ${evaluation.day.slice(0, 10)}:\n`,
  );
  console.log(`${'category'.padEnd(16)}   n   answered   refused   correct  grounded`);
  for (const [intent, figures] of Object.entries(evaluation.byIntent)) row(intent, figures);
  row('overall', evaluation.overall);
  const { correctShare, groundedShare } = evaluation.overall;
  const met = correctShare >= TARGET.correct && groundedShare >= TARGET.grounded;
  console.log(
    `\ntarget: ${pct(TARGET.correct).trim()} correct and ${pct(TARGET.grounded).trim()} grounded: ${met ? 'met' : 'NOT met'}` +
      ` (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (values['write-baseline']) console.log('baseline written to tests/assistant-eval/baseline.json');
}

if (values['show-failures']) {
  const failed = results.filter((r) => !r.verdict.correct || r.ungrounded.length);
  console.log(`\n${failed.length} questions failed:\n`);
  for (const r of failed) console.log(describeFailure(r));
}

function describeFailure({ question, readAs, text, verdict, ungrounded }: EvalResult): string {
  const problems = [
    ...verdict.missing.map((m) => `missing: ${m}`),
    ...verdict.forbidden.map((f) => `says: ${f}`),
    ...(question.expect === 'refuse' && !verdict.refused ? ['does not refuse'] : []),
    ...(ungrounded.length ? [`ungrounded: ${ungrounded.join('; ')}`] : []),
  ];
  const firstLines = text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .map((l) => `      > ${l.length > 150 ? `${l.slice(0, 150)}…` : l}`);
  return [
    `[${question.id}] (${question.persona}, read as ${readAs}) ${question.question}`,
    ...problems.map((p) => `    - ${p}`),
    ...firstLines,
    '',
  ].join('\n');
}
