// `npm run lint` (after Biome): refuses imports that cross a feature's boundary. The rules and why:
// docs/ARCHITECTURE.md, "Feature boundaries".
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findViolations, unusedSeams } from './find-violations';

const root = new URL('../..', import.meta.url).pathname;
// Tracked and new (not ignored) files, as git sees them: the same set Biome checks.
const listed = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'client', 'server', 'shared'],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
const files = listed
  .split('\n')
  .filter((path) => /\.(ts|tsx|mts)$/.test(path))
  .flatMap((path) => {
    try {
      return [{ path, text: readFileSync(`${root}${path}`, 'utf8') }];
    } catch {
      return []; // deleted in the working tree
    }
  });
const violations = findViolations(files);
for (const v of violations) console.error(`${v.path}:${v.line}  '${v.specifier}'  ${v.rule}`);
if (violations.length) {
  console.error(
    `\n${violations.length} import(s) cross a feature boundary (docs/ARCHITECTURE.md, "Feature boundaries").`,
  );
  process.exit(1);
}
const unused = unusedSeams(files);
if (unused.length) {
  console.error(
    `No server feature imports ${unused.join(', ')} any more: remove it from APP_SHELL_SEAMS (scripts/boundaries/find-violations.ts).`,
  );
  process.exit(1);
}
console.log(`Feature boundaries: ${files.length} files checked, no crossing imports.`);
