// The size check (`npm test`, after the build): the JavaScript each route loads before its page
// shows, gzip -9, against its budget in scripts/bundle/budgets.json. A route over budget fails the
// check, printing the chunks that grew since the budget was recorded (or are new). After a change
// that is worth its bytes, record the new sizes (the budgets stay) with
//   npx tsx scripts/bundle/check-bundle-size.ts --record
// and say why in the commit. docs/performance.md has the budgets and the Lighthouse figures.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareBudgets, type RouteBudget } from './compare-budgets';
import { routeChunks } from './route-sizes';
import type { ViteManifest } from './vite-manifest';

const root = join(import.meta.dirname, '..', '..');
const clientDir = join(root, 'dist', 'client');
const budgetsFile = join(import.meta.dirname, 'budgets.json');
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as Record<string, RouteBudget>;
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;

const measured = Object.fromEntries(
  Object.entries(budgets).map(([route, budget]) => [
    route,
    { budget, chunks: routeChunks(manifest, budget.modules, clientDir) },
  ]),
);

if (process.argv.includes('--record')) {
  for (const [route, { chunks }] of Object.entries(measured)) {
    const budget = budgets[route] as RouteBudget;
    budget.recorded = Object.fromEntries(chunks.map((c) => [c.id, Math.round(c.kb * 10) / 10]));
  }
  writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
}

let failed = false;
for (const result of compareBudgets(measured)) {
  const over = result.totalKb > result.budgetKb;
  failed ||= over;
  console.log(`${over ? '✖' : '✔'} ${result.route}: ${result.totalKb.toFixed(1)} KB of ${result.budgetKb} KB`);
  if (over) {
    for (const c of result.grown) {
      const was = c.recordedKb === null ? 'new' : `was ${c.recordedKb.toFixed(1)} KB`;
      console.log(`    grew: ${c.id} ${c.kb.toFixed(1)} KB (${was})`);
    }
    if (result.grown.length === 0) console.log('    no chunk grew: the budget is below the recorded sizes');
  }
}
if (failed) {
  console.log('\nA route loads more JavaScript than its budget (scripts/bundle/budgets.json, docs/performance.md).');
  process.exitCode = 1;
}
