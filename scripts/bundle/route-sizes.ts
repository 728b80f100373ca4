import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ViteManifest } from './vite-manifest';

/** A chunk a route loads first: its stable name (source module, or Vite's chunk name) and gzip -9 size. */
export interface ChunkSize {
  id: string;
  file: string;
  kb: number;
}

/**
 * The JavaScript a route loads before its page shows: the modules it names (the entry `index.html`,
 * the page, the data providers…), each with its static imports, deep, each chunk once. Dynamic
 * imports (the map, Firebase, the chat panel) are not counted: they load later, when needed.
 */
export function routeChunks(manifest: ViteManifest, modules: readonly string[], clientDir: string): ChunkSize[] {
  const seen = new Map<string, ChunkSize>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}: is the budget's module list current?`);
    if (seen.has(chunk.file)) return;
    const bytes = gzipSync(readFileSync(join(clientDir, chunk.file)), { level: 9 }).length;
    seen.set(chunk.file, { id: chunkId(key, chunk), file: chunk.file, kb: bytes / 1024 });
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return [...seen.values()];
}

function chunkId(key: string, chunk: { src?: string; name?: string; file: string }): string {
  return chunk.src ?? chunk.name ?? key.replace(/^_/, '').replace(/-[\w-]{8}\.js$/, '');
}
