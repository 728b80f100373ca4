// After `vite build` (decision 0028): writes the pages the server sends.
// - dist/client/index.html, for `/`: the home page rendered to HTML by the prerenderer (`vite build
//   --ssr app/prerender.tsx` → dist/prerender), with the city list it was rendered with (for the
//   hydration to render the same) and the home page's stylesheets. Its JavaScript starts loading
//   once the page has been painted (a small boot script), so on a slow link the first paint does
//   not share the bandwidth with ~80 KB of script it does not need.
// - dist/client/routes/<path>.html, for each other main route: the page as a signed-out visitor
//   first sees it (before any call has answered), painted before the JavaScript arrives and then
//   rendered over, its script started by the boot script once it is painted, as on the home page,
//   which preloads the JavaScript that route loads first (the modules listed in
//   scripts/bundle/budgets.json), so they download together instead of one after the other; for a
//   route with a signed-in budget, also routes/<path>.signed-in.html, sent when the request carries
//   a session cookie: the page as it shows while the session is checked (the finder's first
//   section), marked data-session-cookie.
// - dist/client/spa.html: the empty page, for any other path.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadDataset } from '../server/data/load-dataset';
import { listCities } from '../server/features/cities';
import { staticImportsOf, stylesheetsOf, type ViteManifest } from './bundle/vite-manifest';

const root = join(import.meta.dirname, '..');
const client = join(root, 'dist', 'client');
const template = readFileSync(join(client, 'index.html'), 'utf8');
if (template.includes('data-prerendered'))
  throw new Error('dist/client/index.html is already prerendered: build again');
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/client/index.html has no ${EMPTY_ROOT}`);
const ENTRY = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const entry = template.match(ENTRY)?.[1];
if (!entry) throw new Error('dist/client/index.html has no entry script');
const viteHints = template.match(/\s*<link rel="modulepreload"[^>]*>/g) ?? [];

const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
const budgets = JSON.parse(readFileSync(join(root, 'scripts', 'bundle', 'budgets.json'), 'utf8')) as Record<
  string,
  { modules: string[] }
>;
const stylesheet = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
const withHead = (page: string, tags: string[]) => page.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);

// The home page.
process.env.NODE_ENV = 'production'; // React's production build, as the browser gets
// Pages that talk to the server import its tRPC client, which reads the WebSocket class when it is
// made (it connects only when first used): Node 20 has none, and nothing here ever connects.
(globalThis as { WebSocket?: unknown }).WebSocket ??= class NoWebSocketAtBuildTime {
  constructor() {
    throw new Error('no WebSocket while prerendering');
  }
};
const { prerender, prerenderPage, prerenderSignedIn } = (await import(
  pathToFileURL(join(root, 'dist', 'prerender', 'prerender.js')).href
)) as {
  prerender(pathname: string, data: { cities: unknown[] }): Promise<string>;
  prerenderPage(pathname: string): Promise<string>;
  prerenderSignedIn(pathname: string): Promise<string>;
};
/** React's preloads (the logo) out of the app's HTML, to go in the head; fails on what the CSP refuses. */
function separateHints(rendered: string): { html: string; hints: string[] } {
  const hints = rendered.match(/<link rel="preload"[^>]*\/>/g) ?? [];
  const html = hints.reduce((page, hint) => page.replace(hint, ''), rendered);
  if (/<script(?![^>]*type="application\/json")/.test(html) || /\sstyle="/.test(html)) {
    // The Content-Security-Policy runs no inline script and applies no style attribute.
    throw new Error('The prerendered page has an inline script or a style attribute');
  }
  return { html, hints };
}
const cities = listCities(loadDataset());
// React puts the preloads it finds (the logo) before the app; they belong in the head, where they
// are not part of what the browser hydrates.
const { html, hints } = separateHints(await prerender('/', { cities }));
const homeModules = budgets['/']?.modules ?? [];
const homeScripts = staticImportsOf(manifest, ...homeModules).map((file) => `/${file}`);
const boot = `// Written by scripts/prerender.ts: the prerendered page's JavaScript, once the page has been painted.
// An interaction before it runs is noted for the maps (client/lib/first-interaction.ts).
const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'];
const note = () => {
  document.documentElement.dataset.interacted = '';
  for (const type of INTERACTIONS) window.removeEventListener(type, note, true);
};
for (const type of INTERACTIONS) window.addEventListener(type, note, { capture: true, passive: true });
const script = document.querySelector('script[data-entry]');
const hrefs = JSON.parse(script.dataset.preload);
// A few preloads per task: each starts a request, and thirty at once make a long task on a phone.
const preload = (from) => {
  for (const href of hrefs.slice(from, from + 6)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (from + 6 < hrefs.length) setTimeout(() => preload(from + 6));
};
requestAnimationFrame(() =>
  setTimeout(() => {
    import(script.dataset.entry);
    preload(0);
  }),
);
`;
const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
writeFileSync(join(client, bootFile), boot);
/** The boot script, starting the entry and preloading `scripts` once the page has been painted. */
const bootTag = (scripts: string[]) =>
  `<script type="module" src="/${bootFile}" data-entry="${entry}" data-preload='${JSON.stringify(scripts)}'></script>`;
/** The template without its entry script and Vite's preloads: the boot script starts them. */
const withoutEntry = () => viteHints.reduce((page, hint) => page.replace(hint, ''), template.replace(ENTRY, ''));
// JSON in a data block: `<` escaped, so no text in it can close the element.
const data = JSON.stringify(cities).replaceAll('<', '\\u003c');
const home = withHead(withoutEntry(), [
  ...hints,
  ...stylesheetsOf(manifest, ...homeModules)
    .filter((file) => !template.includes(file))
    .map(stylesheet),
  bootTag(homeScripts),
]).replace(
  EMPTY_ROOT,
  `<div id="root" data-prerendered="/">${html}</div>\n    <script type="application/json" id="basera-cities">${data}</script>`,
);

// The other main routes.
for (const [key, { modules }] of Object.entries(budgets)) {
  // "/places", or "/place-recommender, signed in": the page sent when the request has a session
  // cookie, preloading what the route loads for a signed-in person.
  const [, path, signedIn] = key.match(/^(\/[a-z/-]+)(, signed in)?$/) ?? [];
  if (!path) continue; // the home page
  const stylesheets = stylesheetsOf(manifest, ...modules)
    .filter((file) => !template.includes(file))
    .map(stylesheet);
  const file = join(client, 'routes', `${path}${signedIn ? '.signed-in' : ''}.html`);
  mkdirSync(dirname(file), { recursive: true });
  // The page as a signed-out visitor first sees it, or, for a session cookie, as it shows while the
  // session is checked (the finder: the form's first section): its largest paint comes from the
  // HTML, so, as on the home page, its script starts once it is painted and the page's first bytes
  // do not share the link with it.
  const page = separateHints(signedIn ? await prerenderSignedIn(path) : await prerenderPage(path));
  const scripts = staticImportsOf(manifest, ...modules).map((file) => `/${file}`);
  writeFileSync(
    file,
    withHead(withoutEntry(), [...page.hints, ...stylesheets, bootTag(scripts)]).replace(
      EMPTY_ROOT,
      `<div id="root" data-shell${signedIn ? ' data-session-cookie' : ''}>${page.html}</div>`,
    ),
  );
}

writeFileSync(join(client, 'spa.html'), template);
writeFileSync(join(client, 'index.html'), home);
console.log(`prerendered / (${(html.length / 1024).toFixed(1)} KB of HTML) and the route pages`);
