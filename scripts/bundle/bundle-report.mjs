// What a built chunk is made of: its minified bytes attributed to packages (node_modules/<name>)
// and to our own folders, from the chunk's source map. By default the entry chunk (the one
// index.html loads), else the chunks whose file names contain the given words.
//   node scripts/bundle/bundle-report.mjs [--dist dist/client] [name ...]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const args = process.argv.slice(2);
const distIndex = args.indexOf('--dist');
const dist = distIndex >= 0 ? args.splice(distIndex, 2)[1] : join(import.meta.dirname, '..', '..', 'dist', 'client');
const assets = join(dist, 'assets');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
// The prerendered page starts the entry from its boot script (scripts/prerender.ts: data-entry).
const page = readFileSync(join(dist, 'index.html'), 'utf8');
const entry =
  page.match(/data-entry="\/?assets\/([^"]+)"/)?.[1] ??
  page.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)?.[1];
const chosen = args.length ? files.filter((f) => args.some((word) => f.includes(word))) : [entry];

for (const file of chosen) {
  const code = readFileSync(join(assets, file), 'utf8');
  const groups = attribute(code, JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')));
  const total = code.length;
  console.log(
    `\n${file}: ${(total / 1024).toFixed(1)} KB minified, ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} KB gzip -9`,
  );
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(
      `  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${((100 * bytes) / total).toFixed(1).padStart(5)} %  ${group}`,
    );
  }
}

/** Bytes of the generated code per group, each byte going to the source its mapping points at. */
function attribute(code, map) {
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(map);
  const groups = new Map();
  const add = (group, bytes) => groups.set(group, (groups.get(group) ?? 0) + bytes);
  let previous = null;
  consumer.eachMapping((m) => {
    if (previous) {
      const sameLine = previous.generatedLine === m.generatedLine;
      const end = sameLine ? m.generatedColumn : lines[previous.generatedLine - 1].length + 1;
      add(groupOf(previous.source), end - previous.generatedColumn);
    }
    previous = m;
  });
  if (previous) add(groupOf(previous.source), lines[previous.generatedLine - 1].length - previous.generatedColumn);
  return groups;
}

function groupOf(source) {
  if (!source) return '(no source)';
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const clean = source.replace(/^(\.\.\/)+/, '');
  return clean.split('/').slice(0, 3).join('/');
}
