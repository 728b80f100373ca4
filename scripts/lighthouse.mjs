// Lighthouse on the production build, in Debian's Chromium (never a downloaded browser), on the
// phone profile (Lighthouse's default: a mid-range phone on a slow 4G link, simulated): every main
// page, signed out and signed in where the page needs a person, three runs each (interleaved, so a
// slow moment of the machine does not land on one page), printed as the median with the spread
// (lowest–highest). Also the JavaScript each page loaded (gzip -9 sizes, as served), split into
// what it needs first and what it loaded later (the map). Full reports: .tmp/lighthouse/<page>-<run>.json.
//   npm run lighthouse                                   (builds first)
//   npm run lighthouse -- --no-build [--runs 3] [--only home,places] [--root <dir>] [--out <dir>] [--traces]
// --root measures another copy of the project's build (its dist/, server/data, server/db), e.g. a
// snapshot of main taken before a change, with this script. --traces also saves each run's Chromium
// trace beside its report (<page>-<run>.trace: the main thread's tasks and V8's samples, for a render
// delay or TBT to be read task by task and function by function). --first-run 3 adds a third run to the
// reports already in --out; --summarise prints the table from them without measuring. A run that
// Lighthouse could not record (NO_NAVSTART and the like) is tried again. Run it under the heavy-job lock
// (`flock /tmp/basera-heavy.lock npm run lighthouse`): figures taken while a build or a browser test
// runs are worthless on this machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 3);
const FIRST_RUN = Number(option('--first-run') ?? 1);
const SUMMARISE = args.includes('--summarise');
const TRACES = args.includes('--traces');
const ONLY = option('--only')?.split(',');
const appRoot = resolve(option('--root') ?? root);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3700);
const base = `http://localhost:${PORT}`;
const EMULATOR_PORT = process.env.LIGHTHOUSE_EMULATOR_PORT ?? '9699';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};
// The goal (docs/performance.md): performance ≥ 95, accessibility 100, best practices ≥ 96 on every page.
const GOAL = { performance: 95, accessibility: 100, 'best-practices': 96 };

const PAGES = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'finder signed out', path: '/place-recommender', signedIn: false },
  { name: 'finder signed in with results', path: '/place-recommender', signedIn: true },
  { name: 'places (signed in)', path: '/places', signedIn: true },
  { name: 'events', path: '/social-connector', signedIn: false },
  { name: 'assistant (signed in)', path: '/relocation-assistant', signedIn: true },
].filter((page) => !ONLY || ONLY.some((key) => page.name.startsWith(key)));

const reports = resolve(option('--out') ?? join(root, '.tmp', 'lighthouse'));
const reportFile = (page, run) => join(reports, `${page.name.replace(/[^a-z]+/g, '-')}-${run}.json`);
if (SUMMARISE) {
  printTable();
  process.exit();
}
if (FIRST_RUN === 1) rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

if (!args.includes('--no-build') && appRoot === root) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

// The Auth emulator runs only while the person signs in: it would compete for the CPU while
// Lighthouse measures. The server's own session cookie carries the person afterwards, and a
// signed-out visitor never talks to the emulator.
const needsPerson = PAGES.some((page) => page.signedIn);
const emulator = needsPerson ? await startEmulator() : undefined;
const emulatorHost = emulator?.host ?? '127.0.0.1:19';

const dataDir = mkdtempSync(join(tmpdir(), 'basera-lighthouse-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: appRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  },
});
children.push(server);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  if (i > 150) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

let cookie;
if (emulator) {
  const prepared = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/lighthouse/prepare-person.ts', base, emulator.host],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (prepared.status !== 0) throw new Error('could not sign the test person in');
  cookie = prepared.stdout.trim();
  emulator.child.kill('SIGTERM');
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  // One throw-away load first: Chromium's own start-up work would otherwise land on the first page.
  await lighthouse(`${base}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  for (let run = FIRST_RUN; run < FIRST_RUN + RUNS; run++) {
    for (const page of PAGES) {
      const { lhr, artifacts } = await measure(page);
      writeFileSync(reportFile(page, run), JSON.stringify(lhr));
      if (TRACES) writeFileSync(reportFile(page, run).replace(/\.json$/, '.trace'), JSON.stringify(artifacts.Trace));
      const last = summarise(lhr);
      console.error(
        `run ${run} ${page.name}: performance ${last.performance}, TBT ${Math.round(last.TBT)} ms, LCP ${Math.round(last.LCP)} ms`,
      );
    }
  }
} finally {
  chrome.kill();
  stopAll();
  server.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
printTable();

async function measure(page) {
  for (let attempt = 1; ; attempt++) {
    const { lhr, artifacts } = await lighthouse(`${base}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Every run a first visit: Lighthouse leaves localStorage and IndexedDB by default, and a
      // stored user from a signed-in page would make the next signed-out page check it again.
      clearStorageTypes: ['all'],
      // The test person's session (a header, so clearing the cookies does not sign them out).
      extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
      // With --traces, V8's sampling profiler too: which function of which chunk a long task ran.
      additionalTraceCategories: TRACES ? 'disabled-by-default-v8.cpu_profiler' : undefined,
    });
    if (!lhr.runtimeError) return { lhr, artifacts };
    console.error(`${page.name}: ${lhr.runtimeError.code} (attempt ${attempt})`);
    if (attempt === 3) throw new Error(`${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
}

function printTable() {
  const runs = new Map(
    PAGES.map((page) => [
      page.name,
      readdirSync(reports)
        .filter((f) => f.startsWith(`${page.name.replace(/[^a-z]+/g, '-')}-`) && /-\d+\.json$/.test(f))
        .map((f) => summarise(JSON.parse(readFileSync(join(reports, f), 'utf8')))),
    ]),
  );
  const RUNS_FOUND = Math.min(...[...runs.values()].map((list) => list.length));
  console.log(
    `\nLighthouse ${packageVersion('lighthouse')} on ${base} (production build${appRoot === root ? '' : ` in ${appRoot}`}), ` +
      `Chromium ${chromeVersion()}, phone profile, median of ${RUNS_FOUND} (lowest–highest)\n`,
  );
  console.log(
    '| page | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS | SI ms | JS first (KB gz) | JS later |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const misses = [];
  for (const page of PAGES) {
    const list = runs.get(page.name);
    const cell = (key, digits = 0) =>
      spread(
        list.map((r) => r[key]),
        digits,
      );
    console.log(
      `| ${page.name} | ${cell('performance')} | ${cell('accessibility')} | ${cell('best-practices')} | ${cell('FCP')} | ` +
        `${cell('LCP')} | ${cell('TBT')} | ${cell('CLS', 3)} | ${cell('SI')} | ${median(list.map((r) => r.jsFirst)).toFixed(1)} | ` +
        `${median(list.map((r) => r.jsLater)).toFixed(1)} |`,
    );
    for (const [category, goal] of Object.entries(GOAL)) {
      const value = median(list.map((r) => r[category]));
      if (value < goal) misses.push(`${page.name}: ${category} ${value} (goal ${goal})`);
    }
    const failing = new Set(list.flatMap((r) => r.failing));
    for (const audit of failing) console.log(`  ${page.name} did not pass: ${audit}`);
  }
  const last = runs.get(PAGES[0]?.name)?.at(-1);
  if (last) {
    console.log(`\nJavaScript ${PAGES[0].name} loaded (gzip -9, the last run):`);
    for (const s of last.scripts) console.log(`  ${s.path}  ${s.kb.toFixed(1)} KB${s.later ? ' (later)' : ''}`);
  }
  if (misses.length) {
    console.log(`\nBelow the goal:\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nEvery page meets the goal.');
}

function summarise(lhr) {
  const { categories, audits } = lhr;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(categories[c].score * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, audits[id].numericValue]));
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && ['binary', 'metricSavings'].includes(a.scoreDisplayMode))
    .filter((a) => !a.id.startsWith('largest-contentful-paint') || a.score < 0.5)
    .map((a) => `${a.id} (${a.title})`);
  const scripts = (audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(base))
    .map((item) => {
      const path = new URL(item.url).pathname;
      return { path, kb: gzipKb(path), later: isLater(path) };
    });
  const sum = (list) => list.reduce((total, s) => total + s.kb, 0);
  return {
    ...scores,
    ...metrics,
    failing,
    scripts,
    jsFirst: sum(scripts.filter((s) => !s.later)),
    jsLater: sum(scripts.filter((s) => s.later)),
  };
}

// The map (maplibre and the components over it) arrives after the page; everything else is what
// the page needed first.
function isLater(path) {
  return /maplibre|basera-map|cities-map|places-map|events-map|marker/.test(path);
}

function gzipKb(path) {
  const file = join(appRoot, 'dist', 'client', path);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function spread(values, digits) {
  const round = (v) => (digits ? v.toFixed(digits) : String(Math.round(v)));
  const low = Math.min(...values);
  const high = Math.max(...values);
  return round(low) === round(high) ? round(median(values)) : `${round(median(values))} (${round(low)}–${round(high)})`;
}

async function startEmulator() {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/auth-emulator.ts', EMULATOR_PORT], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const host = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = chunk.toString().match(/auth-emulator ready (\S+)/);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the Auth emulator exited early (code ${code})`)));
  });
  return { child, host };
}

function packageVersion(name) {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

function chromeVersion() {
  return spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' })
    .stdout.trim()
    .replace(/^Chromium\s*/, '');
}
