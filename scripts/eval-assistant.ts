// The relocation assistant's evaluation (docs/assistant-eval.md): every question of
// tests/assistant-eval/questions/ asked of the local assistant in-process, and the share answered
// correctly, refused correctly and grounded, per category and overall.
//   npm run eval:assistant [-- --show-failures] [-- --json] [-- --write-baseline]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type EvalResult, type Figures, runEvaluation, summarise } from '../tests/assistant-eval/run-evaluation';

const TARGET = { correct: 0.9, grounded: 1 };
const BASELINE = new URL('../tests/assistant-eval/baseline.json', import.meta.url);

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    'show-failures': { type: 'boolean', default: false },
    'write-baseline': { type: 'boolean', default: false },
  },
});

const started = performance.now();
const results = await runEvaluation();
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
  console.log(`\nThe local assistant on ${results.length} questions, asked on ${evaluation.day.slice(0, 10)}:\n`);
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
