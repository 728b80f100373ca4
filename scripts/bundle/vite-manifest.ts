// Vite's build manifest (dist/client/.vite/manifest.json): which chunk each source module became
// and what it imports. Read by the prerenderer and the size check.
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The JavaScript files a module loads before it runs: its own chunk and its static imports, deep. */
export function staticImportsOf(manifest: ViteManifest, key: string): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`The build manifest has no ${name}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files];
}
