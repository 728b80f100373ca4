// `npm run lint` (after Biome): refuses imports that cross a feature's boundary (the rules and why:
// docs/ARCHITECTURE.md, "Feature boundaries"), and comments that name an issue by its number.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findIssueReferences } from './find-issue-references';
import { findCycles, findViolations, unusedSeams } from './find-violations';

const root = new URL('../..', import.meta.url).pathname;
// Tracked and new (not ignored) files, as git sees them: the same set Biome checks.
const listed = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'client', 'server', 'shared', 'scripts', 'tests'],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
const files = listed
  .split('\n')
  .filter((path) => /\.(ts|tsx|mts|mjs|css)$/.test(path))
  .flatMap((path) => {
    try {
      return [{ path, text: readFileSync(`${root}${path}`, 'utf8') }];
    } catch {
      return []; // deleted in the working tree
    }
  });
const references = findIssueReferences(files);
for (const r of references) console.error(`${r.path}:${r.line}  ${r.text}`);
if (references.length) {
  console.error(
    `\n${references.length} comment(s) name an issue number: point to a file or a doc instead (scripts/boundaries/find-issue-references.ts).`,
  );
  process.exit(1);
}
// Imports are checked in the application's TypeScript only.
const code = files.filter((f) => /^(client|server|shared)\/.*\.(ts|tsx|mts)$/.test(f.path));
const violations = findViolations(code);
for (const v of violations) console.error(`${v.path}:${v.line}  '${v.specifier}'  ${v.rule}`);
if (violations.length) {
  console.error(
    `\n${violations.length} import(s) cross a feature boundary (docs/ARCHITECTURE.md, "Feature boundaries").`,
  );
  process.exit(1);
}
const cycles = findCycles(code);
for (const c of cycles) console.error(`${c.path}:${c.line}  '${c.specifier}'  ${c.rule}`);
if (cycles.length) {
  console.error(`\n${cycles.length} import cycle(s) (docs/ARCHITECTURE.md, "Feature boundaries").`);
  process.exit(1);
}
const unused = unusedSeams(code);
if (unused.length) {
  console.error(
    `No server feature imports ${unused.join(', ')} any more: remove it from APP_SHELL_SEAMS (scripts/boundaries/find-violations.ts).`,
  );
  process.exit(1);
}
console.log(
  `Feature boundaries: ${code.length} files checked, no crossing imports, no import cycles; no issue numbers in the comments of ${files.length} files.`,
);
