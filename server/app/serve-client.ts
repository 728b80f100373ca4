import { join } from 'node:path';
import express, { type RequestHandler, Router } from 'express';

/**
 * The built SPA: hashed assets cached for a year, every other GET answered with index.html so
 * client-side routes (and their redirects) work on reload.
 */
export function serveClient(clientDir: string): RequestHandler {
  const routes = Router();
  routes.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '365d' }));
  routes.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  routes.get('/{*path}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(clientDir, 'index.html'));
  });
  return routes;
}
