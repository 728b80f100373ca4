import { existsSync, readdirSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { parse as parseCookie } from 'cookie';
import express, { type RequestHandler, Router } from 'express';
import { SESSION_COOKIE } from '../features/auth';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * The built SPA: hashed assets cached for a year (sent Brotli- or gzip-compressed when the build
 * wrote those copies, see scripts/precompress.mjs), every other GET answered with a page so
 * client-side routes (and their redirects) work on reload: `/` with index.html, the home page
 * prerendered, a main route with its page in routes/ (the empty page, preloading what the route
 * loads first), any other path with spa.html, the empty page (decision 0028). A build without
 * them (no prerendering) answers index.html everywhere.
 */
export function serveClient(clientDir: string): RequestHandler {
  const assets = join(clientDir, 'assets');
  const routes = Router();
  routes.use('/assets', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = normalize(join(assets, decodeURIComponent(req.path)));
    } catch {
      return next(); // a malformed escape: express.static answers it
    }
    if (!file.startsWith(assets + sep)) return next();
    // Brotli first when both are acceptable; q-values count ("gzip;q=0" is a refusal).
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name && existsSync(file + e.suffix));
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(extname(file));
    res.sendFile(file + encoding.suffix, { immutable: true, maxAge: '365d' });
  });
  routes.use('/assets', express.static(assets, { immutable: true, maxAge: '365d' }));
  routes.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  const spa = existsSync(join(clientDir, 'spa.html')) ? 'spa.html' : 'index.html';
  const routePages = new Set(listRoutePages(join(clientDir, 'routes')));
  routes.get('/{*path}', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    const path = req.path.replace(/\/$/, '');
    // Someone with a session (signed in, or was) gets the page that preloads what they will see.
    const signedIn = `${path}.signed-in`;
    const routePage = routePages.has(signedIn) && hasSessionCookie(req.headers.cookie) ? signedIn : path;
    const page =
      req.path === '/' ? 'index.html' : routePages.has(routePage) ? join('routes', `${routePage}.html`) : spa;
    res.sendFile(join(clientDir, page));
  });
  return routes;
}

function hasSessionCookie(header: string | undefined): boolean {
  return header ? parseCookie(header)[SESSION_COOKIE] !== undefined : false;
}

/** The route pages the build wrote (routes/business/register.html → /business/register), read once. */
function listRoutePages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.slice(0, -'.html'.length).split(sep).join('/')}`);
}
