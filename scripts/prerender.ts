// After `vite build`: renders the home page to HTML with the prerenderer (`vite build --ssr
// app/prerender.tsx` → dist/prerender) and writes it into dist/client/index.html, which the server
// sends for `/` (decision 0028). The page carries the city list it was rendered with, for the
// hydration to render the same, and preloads the home page's chunks. The untouched page is kept
// as dist/client/spa.html, for every other path.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadDataset } from '../server/data/load-dataset';
import { listCities } from '../server/features/cities';
import { staticImportsOf, type ViteManifest } from './bundle/vite-manifest';

const root = join(import.meta.dirname, '..');
const client = join(root, 'dist', 'client');
const template = readFileSync(join(client, 'index.html'), 'utf8');
if (template.includes('data-prerendered'))
  throw new Error('dist/client/index.html is already prerendered: build again');
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/client/index.html has no ${EMPTY_ROOT}`);

// React's production build, as the browser gets (the SSR bundle leaves React to node_modules).
process.env.NODE_ENV = 'production';
const { prerender } = (await import(pathToFileURL(join(root, 'dist', 'prerender', 'prerender.js')).href)) as {
  prerender(pathname: string, data: { cities: unknown[] }): Promise<string>;
};
const cities = listCities(loadDataset());
const rendered = await prerender('/', { cities });
// React puts the preloads it finds (the logo) before the app; they belong in the head, where they
// are not part of what the browser hydrates.
const hints = rendered.match(/<link rel="preload"[^>]*\/>/g) ?? [];
const html = hints.reduce((page, hint) => page.replace(hint, ''), rendered);
if (/<script(?![^>]*type="application\/json")/.test(html) || /\sstyle="/.test(html)) {
  // The Content-Security-Policy runs no inline script and applies no style attribute.
  throw new Error('The prerendered home page has an inline script or a style attribute');
}

const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
const preloads = staticImportsOf(manifest, 'features/home/home-page.tsx')
  .filter((file) => !template.includes(file))
  .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
  .join('\n    ');
// JSON in a data block: `<` escaped, so no text in it can close the element.
const data = JSON.stringify(cities).replaceAll('<', '\\u003c');

writeFileSync(join(client, 'spa.html'), template);
writeFileSync(
  join(client, 'index.html'),
  template
    .replace('</head>', `  ${[...hints, preloads].join('\n    ')}\n  </head>`)
    .replace(
      EMPTY_ROOT,
      `<div id="root" data-prerendered="/">${html}</div>\n    <script type="application/json" id="basera-cities">${data}</script>`,
    ),
);
console.log(`prerendered / (${(html.length / 1024).toFixed(1)} KB of HTML)`);
