// `npm test`: typecheck, lint (Biome and the feature boundaries), unit + integration tests, production build, the size check, browser tests, a load smoke.
// The Firebase Auth emulator needs ~10 s to boot, so it starts first and boots while the
// typecheck and lint run; both test stages then share it.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const EMULATOR_PORT = process.env.TEST_AUTH_EMULATOR_PORT ?? '9399';
const started = performance.now();

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    console.log(`\n▶ ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      const seconds = ((performance.now() - t0) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`✔ ${command} ${args[0] ?? ''} (${seconds} s)`);
        resolve();
      } else reject(new Error(`${command} ${args.join(' ')} failed with exit code ${code}`));
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

try {
  await run('node', ['scripts/check-chromium.mjs']);
  await run('npx', ['tsc', '-p', '.']);
  await run('npm', ['run', 'lint', '--silent']);
  const host = await emulator.ready;
  const env = { FIREBASE_AUTH_EMULATOR_HOST: host };
  await run('npx', ['vitest', 'run'], env);
  await run('npm', ['run', 'build', '--silent']);
  // The first JavaScript of each route against its budget (scripts/bundle/budgets.json): fails naming the chunk that grew.
  await run('npx', ['tsx', 'scripts/bundle/check-bundle-size.ts']);
  await run('npx', ['playwright', 'test'], env);
  // A short load smoke on the production build: fails on any error (tests/load/load.ts has the full run).
  await run('npx', ['tsx', 'tests/load/load.ts', '--users', '50', '--seconds', '10', '--settle', '0'], env);
  console.log(`\nAll checks passed in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exitCode = 1;
} finally {
  stopEmulator();
}
