// How long `npm start` takes to answer its home page: the first start on this checkout (which builds
// when the sources changed since the last build) and then a second one (which must not build).
//   node scripts/bench/start.mjs [--port 3977]
// Each start gets its own temporary data folder and Auth emulator port; it is stopped with SIGTERM
// once the home page answers. Figures, not assertions: the target (second start within 10 s) is
// read off the output (docs/performance.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const portArg = process.argv.indexOf('--port');
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 3977;

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function timeOneStart(label, emulatorPort) {
  const dataDir = mkdtempSync(join(tmpdir(), 'basera-start-'));
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, AUTH_EMULATOR_PORT: String(emulatorPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true, // its own process group: npm, the server and what it started stop together
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = started + 180_000;
  while (!(await answers(`http://localhost:${port}/`))) {
    if (performance.now() > deadline || child.exitCode !== null) throw new Error(`${label}: no answer\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  const buildLine = output
    .split('\n')
    .find((line) => /^(Build is up to date|Sources changed|No build yet|The build)/.test(line));
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`${label}: home page answered after ${seconds.toFixed(1)} s (${buildLine ?? 'no build line'})`);
  return seconds;
}

const first = await timeOneStart('first start', port + 100);
const second = await timeOneStart('second start', port + 101);
console.log(`second / first: ${(second / first).toFixed(2)}   (target: the second start within 10 s)`);
