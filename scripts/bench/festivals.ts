// Benchmark for the festival calendar (shared/domain/festivals/, docs/data.md "Festival dates"): the
// time to compute every festival of a year from its rule, after warm-up, with nothing memoised (each
// year is computed once, so neither the per-year memo nor the sun-times cache helps), against a
// baseline measured in the same run: reading and validating festivals.json (JSON.parse and zod), as
// the server does once at start. Target: a year of all festivals in well under 50 ms.
//   npx tsx scripts/bench/festivals.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { festivalSchema } from '../../shared/domain/dataset/event-schema';
import { festivalsOfYear } from '../../shared/domain/festivals/festivals-of-year';

const path = join(import.meta.dirname, '..', '..', 'server', 'data', 'events', 'festivals.json');
const readRules = () => z.array(festivalSchema).parse(JSON.parse(readFileSync(path, 'utf8')));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const rules = readRules();
// Warm-up: the JIT, on years the measured runs do not use.
for (let year = 1900; year < 1920; year++) festivalsOfYear(year, rules);
for (let i = 0; i < 50; i++) readRules();

const years: number[] = [];
const baseline: number[] = [];
for (let year = 1920; year <= 2100; year++) {
  baseline.push(time(readRules));
  years.push(time(() => festivalsOfYear(year, rules)));
}
const memoised = Array.from({ length: 200 }, () => time(() => festivalsOfYear(2027, rules)));

console.log(`festivals: ${rules.length}; years computed: ${years.length} (1920–2100), each once`);
console.log(`baseline (read and validate festivals.json): median ${median(baseline).toFixed(2)} ms`);
console.log(
  `a year of all festivals, computed: median ${median(years).toFixed(1)} ms, p95 ${p95(years).toFixed(1)} ms` +
    ` (×${(median(years) / median(baseline)).toFixed(1)} the baseline)`,
);
console.log(`the same year again (memoised): median ${(median(memoised) * 1000).toFixed(0)} µs`);
