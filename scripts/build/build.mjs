// `npm run build`: builds the client and the server (package.json "build:client", "build:server")
// and stamps the build (scripts/build/build-stamp.mjs).
// `npm start` runs it with --if-stale first: it builds only when the sources changed since the last
// build, or dist/ is missing or incomplete, and says which in one line either way.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildAndStamp, checkBuild, describeBuild } from './build-stamp.mjs';

const root = join(import.meta.dirname, '..', '..');
const ifStale = process.argv.includes('--if-stale');

function runScript(name) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', name], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run ${name} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

if (ifStale) {
  const check = checkBuild(root);
  console.log(describeBuild(check));
  if (check.state === 'fresh') process.exit(0);
}
const started = performance.now();
try {
  await buildAndStamp(root, async () => {
    await runScript('build:client');
    await runScript('build:server');
  });
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
if (ifStale) console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
