// Vite's build manifest (dist/client/.vite/manifest.json): which chunk each source module became
// and what it imports. Read by the prerenderer and the size check.
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The chunks modules load before they run: their own and their static imports, deep, each once. */
function chunksOf(manifest: ViteManifest, keys: readonly string[]): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    if (seen.has(chunk.file)) return;
    seen.set(chunk.file, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen.values()];
}

/** The JavaScript files of those modules. */
export function staticImportsOf(manifest: ViteManifest, ...keys: string[]): string[] {
  return chunksOf(manifest, keys).map((chunk) => chunk.file);
}

/** The stylesheets of those modules (Vite would add them when the chunks load). */
export function stylesheetsOf(manifest: ViteManifest, ...keys: string[]): string[] {
  return [...new Set(chunksOf(manifest, keys).flatMap((chunk) => chunk.css ?? []))];
}
