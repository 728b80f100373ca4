// Lighthouse on the production build of the home page, in Debian's Chromium (never a downloaded
// browser). Prints the four category scores for a phone and a desktop, and the JavaScript the home
// route loads (gzip -9 sizes, as served): before the map, and with the lazily loaded map. The full
// reports are written to .tmp/lighthouse-{phone,desktop}.json.
//   npm run lighthouse            (builds first)
//   npm run lighthouse -- --no-build
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const root = join(import.meta.dirname, '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3700);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The real server on the build, with a fresh database. Sign-in is not needed on the home page, so
// no emulator is started (it would compete for the CPU while Lighthouse measures).
const dataDir = mkdtempSync(join(tmpdir(), 'basera-lighthouse-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:19',
  },
});
const url = `http://localhost:${PORT}/`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${url}api/health`)).ok) break;
  } catch {}
  if (i > 100) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  const rows = [];
  let scripts = [];
  for (const [name, config] of [
    ['phone', undefined],
    ['desktop', desktopConfig],
  ]) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      config,
    );
    const { categories, audits } = result.lhr;
    mkdirSync(join(root, '.tmp'), { recursive: true });
    writeFileSync(join(root, '.tmp', `lighthouse-${name}.json`), JSON.stringify(result.lhr));
    rows.push(`| ${name} | ${CATEGORIES.map((c) => Math.round(categories[c].score * 100)).join(' | ')} |`);
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ];
    console.error(`${name}: ${metrics.map((id) => `${audits[id].title} ${audits[id].displayValue}`).join(', ')}`);
    const failing = Object.values(audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
    );
    for (const audit of failing) console.error(`${name} not passed: ${audit.id} (${audit.title})`);
    scripts = audits['network-requests'].details.items
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(url))
      .map((item) => new URL(item.url).pathname);
  }
  console.log(`\nLighthouse ${lighthouseVersion()} on ${url} (production build, Chromium ${chromeVersion()})\n`);
  console.log(`| form factor | ${CATEGORIES.join(' | ')} |`);
  console.log(`| --- | ${CATEGORIES.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(row);

  const gz = (path) => gzipSync(readFileSync(join(root, 'dist', 'client', path)), { level: 9 }).length;
  const sizes = scripts.map((path) => ({ path, kb: gz(path) / 1024 }));
  const map = sizes.filter((s) => /basera-map|cities-map|maplibre|marker/.test(s.path));
  const first = sizes.filter((s) => !map.includes(s));
  const sum = (list) => list.reduce((total, s) => total + s.kb, 0).toFixed(1);
  console.log(`\nJavaScript the home route loads (gzip -9): ${sum(first)} KB before the map, ${sum(sizes)} KB with it`);
  for (const s of sizes) console.log(`  ${s.path}  ${s.kb.toFixed(1)} KB`);
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  server.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
}

function chromeVersion() {
  return spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' })
    .stdout.trim()
    .replace(/^Chromium\s*/, '');
}
