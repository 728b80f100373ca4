// The build's stamp: what `npm start` reads to skip a build whose sources have not changed
// (scripts/build/build.mjs). It records a hash of every file the build reads, taken before the build
// ran, and the files the build wrote; it is written only once every step has succeeded, so a build
// stopped halfway leaves none and the next start builds again. Content hashes, not modification
// times: a clone or a checkout gives every file a new time, and an edit undone keeps its new time.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * What `npm run build` reads (package.json "build:client" and "build:server"), from the project
 * root: Vite's root (the page, public/, the app), the server esbuild bundles and whose data and
 * city list the prerenderer reads, shared code, the scripts the build runs and what they read, and
 * the settings and dependency versions the tools build with.
 */
export const BUILD_SOURCES = [
  'client',
  'server',
  'shared',
  'scripts/build',
  'scripts/prerender.ts',
  'scripts/bundle', // vite-manifest.ts and budgets.json, read by the prerenderer
  'scripts/precompress.mjs',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** The tests beside the code: nothing the build runs imports them, so editing one needs no build. */
const isTest = (path) => /\.test\.tsx?$/.test(path);

/** What the server needs of the build (`node dist/server/main.js` serves dist/client). */
const OUTPUTS = ['dist/client', 'dist/server'];

const STAMP = join('dist', 'build-stamp.json');

const digest = (data) => createHash('sha256').update(data).digest('hex').slice(0, 32);

function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * A hash of each source file's content, and of the VITE_ settings in the environment, which Vite
 * writes into the client (client/lib/config.ts); `hash` covers them all.
 */
export function hashSources(root, env = process.env) {
  const files = {};
  for (const path of BUILD_SOURCES.flatMap((source) => filesUnder(root, source)).sort()) {
    if (!isTest(path)) files[path] = digest(readFileSync(join(root, path)));
  }
  for (const name of Object.keys(env).sort()) {
    if (name.startsWith('VITE_')) files[`$${name}`] = digest(env[name] ?? '');
  }
  const hash = digest(
    Object.entries(files)
      .map(([path, hash]) => `${path}\0${hash}\n`)
      .join(''),
  );
  return { hash, files };
}

function readStamp(root) {
  try {
    const stamp = JSON.parse(readFileSync(join(root, STAMP), 'utf8'));
    return typeof stamp.hash === 'string' && stamp.files && stamp.outputs ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether dist/ holds a complete build of the sources as they are now:
 * `{ state: 'fresh', builtAt }`, or why not: `none` (no dist/), `unstamped` (no stamp: the build
 * did not finish, or an older version made it), `incomplete` (a file it wrote is gone or changed
 * size), `changed` (the sources that differ: paths, or `$VITE_…` for a setting).
 */
export function checkBuild(root, env = process.env) {
  if (!existsSync(join(root, 'dist'))) return { state: 'none' };
  const stamp = readStamp(root);
  if (!stamp) return { state: 'unstamped' };
  for (const [path, size] of Object.entries(stamp.outputs)) {
    const full = join(root, path);
    if (!existsSync(full) || statSync(full).size !== size) return { state: 'incomplete', file: path };
  }
  const sources = hashSources(root, env);
  if (sources.hash === stamp.hash) return { state: 'fresh', builtAt: stamp.builtAt };
  const paths = new Set([...Object.keys(stamp.files), ...Object.keys(sources.files)]);
  const changed = [...paths].filter((path) => stamp.files[path] !== sources.files[path]).sort();
  return { state: 'changed', changed };
}

/** The line `npm start` prints about the build it found. */
export function describeBuild(check) {
  switch (check.state) {
    case 'fresh':
      return `Build is up to date (sources unchanged since the build of ${formatTime(check.builtAt)}).`;
    case 'none':
      return 'No build yet: building…';
    case 'unstamped':
      return 'The build in dist/ did not finish, or predates build stamps: building…';
    case 'incomplete':
      return `The build in dist/ is incomplete (${check.file} is missing or changed): building…`;
    case 'changed': {
      const [first, second, third, ...rest] = check.changed.map((path) => path.replace(/^\$/, ''));
      const named = [first, second, third].filter(Boolean).join(', ');
      return `Sources changed since the last build (${named}${rest.length ? ` and ${rest.length} more` : ''}): building…`;
    }
  }
}

function formatTime(iso) {
  const date = new Date(iso);
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Runs the build's steps and stamps the result with the sources as they were when it started (a
 * file edited during the build is then seen as changed at the next start). The old stamp goes
 * first: a build that fails or is stopped has overwritten part of dist/.
 */
export async function buildAndStamp(root, runSteps, env = process.env) {
  rmSync(join(root, STAMP), { force: true });
  const sources = hashSources(root, env);
  await runSteps();
  const outputs = {};
  for (const path of OUTPUTS.flatMap((output) => filesUnder(root, output)).sort()) {
    outputs[path] = statSync(join(root, path)).size;
  }
  const stamp = { builtAt: new Date().toISOString(), hash: sources.hash, files: sources.files, outputs };
  writeFileSync(join(root, `${STAMP}.tmp`), `${JSON.stringify(stamp, null, 1)}\n`);
  renameSync(join(root, `${STAMP}.tmp`), join(root, STAMP));
}
