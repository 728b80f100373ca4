// `npm test`: typecheck, lint (Biome and the feature boundaries) and the production build side by
// side; the size check; unit + integration tests; browser tests; a load smoke; the freshness warning.
// Each stage's time is printed, and the total.
// The Firebase Auth emulator needs ~10 s to boot, so it starts first and boots during the first
// stages; the test stages then share it.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createSecretMarkers } from './secret-markers.mjs';

const EMULATOR_PORT = process.env.TEST_AUTH_EMULATOR_PORT ?? '9399';
const E2E_PORT = process.env.E2E_PORT ?? '3300';
const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Runs a command. `quiet`: its output is held and printed when it ends (stages that run side by
 * side would otherwise interleave their lines).
 */
function run(label, command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    if (!quiet) console.log(`\n▶ ${label}`);
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      if (quiet && output.trim()) console.log(`\n▶ ${label}\n${output.trimEnd()}`);
      if (code === 0) {
        console.log(`✔ ${label} (${seconds(t0)} s)`);
        resolve();
      } else reject(new Error(`${label} failed with exit code ${code}`));
    });
  });
}

function startEmulator() {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/auth-emulator.ts', EMULATOR_PORT], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = chunk.toString().match(/auth-emulator ready (\S+)/);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the Auth emulator exited early (code ${code})`)));
  });
  return { child, ready };
}

const emulator = startEmulator();
// If an earlier stage fails, nobody awaits `ready`; its rejection on our own stop is expected.
emulator.ready.catch(() => {});
const stopEmulator = () => {
  if (emulator.child.exitCode === null) emulator.child.kill('SIGTERM');
};
process.on('SIGINT', () => {
  stopEmulator();
  process.exit(130);
});

// The one build every later stage tests, made with every secret setting filled with a marker: the
// client-secrets test scans it for them instead of building again. Its public API base is the
// browser tests' own origin, so the build still works for them.
const secretMarkers = createSecretMarkers(`http://localhost:${E2E_PORT}`);

try {
  await run('check Chromium', 'node', ['scripts/check-chromium.mjs']);
  const first = performance.now();
  await Promise.all([
    run('typecheck', 'npm', ['run', 'typecheck', '--silent'], { quiet: true }),
    run('lint', 'npm', ['run', 'lint', '--silent'], { quiet: true }),
    run('build', 'npm', ['run', 'build', '--silent'], { env: secretMarkers.env, quiet: true }),
  ]);
  console.log(`✔ typecheck, lint and build side by side (${seconds(first)} s)`);
  // The first JavaScript of each route against its budget (scripts/bundle/budgets.json): fails naming the chunk that grew.
  await run('size check', 'npx', ['tsx', 'scripts/bundle/check-bundle-size.ts']);
  const host = await emulator.ready;
  const env = { FIREBASE_AUTH_EMULATOR_HOST: host, E2E_PORT };
  await run('unit and integration tests', 'npx', ['vitest', 'run'], {
    env: { ...env, BUILD_SECRET_MARKERS: JSON.stringify(secretMarkers) },
  });
  await run('browser tests', 'npx', ['playwright', 'test'], { env });
  // A short load smoke on the production build: fails on any error (tests/load/load.ts has the full run).
  await run(
    'load smoke',
    'npx',
    ['tsx', 'tests/load/load.ts', '--users', '50', '--seconds', '10', '--settle', '0', '--memory-seconds', '0'],
    { env },
  );
  // Facts past their shelf life, as a warning: a stale fact is shown with its age and fixed in the
  // data, never a red build (`npm run check:freshness` is the strict check, docs/data.md "Freshness").
  await run('freshness report', 'npx', ['tsx', 'scripts/check-freshness.ts', '--warn']);
  console.log(`\nAll checks passed in ${seconds(started)} s.`);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exitCode = 1;
} finally {
  stopEmulator();
}
