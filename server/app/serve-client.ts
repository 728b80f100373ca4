import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import express, { type RequestHandler, Router } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * The built SPA: hashed assets cached for a year (sent Brotli- or gzip-compressed when the build
 * wrote those copies, see scripts/precompress.mjs), every other GET answered with a page so
 * client-side routes (and their redirects) work on reload: `/` with index.html, the home page
 * prerendered, any other path with spa.html, the same page with an empty root (decision 0028).
 * A build without spa.html (no prerendering) answers index.html everywhere.
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
  routes.get('/{*path}', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(clientDir, req.path === '/' ? 'index.html' : spa));
  });
  return routes;
}
