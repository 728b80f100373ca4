import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The server runs from source (tsx) and from a bundle (dist/server), so files it reads at run time
// (migrations, curated data, the built client) are found from the project root, not from __dirname.
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

const ROOT = findRoot(import.meta.dirname);

export function projectPath(...segments: string[]): string {
  return join(ROOT, ...segments);
}
