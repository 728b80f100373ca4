import { mkdirSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../features/auth';
import { createTempDirs } from '../test/temp-dirs';
import { serveClient } from './serve-client';

// The built client: precompressed copies are sent to browsers that accept them, the plain file to
// the rest, and every other path gets index.html.

const tempDir = createTempDirs();
const script = `console.log(${JSON.stringify('Basera '.repeat(400))});`;
let server: Server;
let base: string;
beforeAll(async () => {
  const dir = tempDir('basera-client-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Basera</title>');
  writeFileSync(join(dir, 'assets', 'app-1234.js'), script);
  writeFileSync(join(dir, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'app-1234.js.gz'), gzipSync(script));
  // A neighbouring folder whose name starts like "assets": never reachable through /assets.
  mkdirSync(join(dir, 'assets-old'));
  writeFileSync(join(dir, 'assets-old', 'x.js.br'), brotliCompressSync('old'));
  server = express().use(serveClient(dir)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function fetchRaw(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    get(`${base}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('serveClient', () => {
  it('sends the Brotli copy when the browser accepts it, with the right type and caching', async () => {
    const { headers, body } = await fetchRaw('/assets/app-1234.js', 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers.vary).toMatch(/Accept-Encoding/);
    expect(headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    expect((await fetchRaw('/assets/app-1234.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await fetchRaw('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('honours a refusal of an encoding', async () => {
    expect((await fetchRaw('/assets/app-1234.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await fetchRaw('/assets/app-1234.js', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('never serves a file outside the assets folder, and answers client routes with index.html', async () => {
    expect((await fetchRaw('/assets/..%2Findex.html', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await fetchRaw('/assets/..%2Fassets-old%2Fx.js', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await fetchRaw('/assets/%E0%A4%A', 'br')).status).toBeLessThan(500);
    expect((await fetchRaw('/business/register', 'br')).body.toString()).toContain('<title>Basera</title>');
  });
});

describe('serveClient with a prerendered home page', () => {
  let prerendered: Server;
  let origin: string;
  beforeAll(async () => {
    const dir = tempDir('basera-client-');
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root" data-prerendered="/"><h1>Home</h1></div>');
    writeFileSync(join(dir, 'spa.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(dir, 'routes', 'business'), { recursive: true });
    writeFileSync(join(dir, 'routes', 'places.html'), '<!doctype html><link rel="modulepreload" href="/p.js">');
    writeFileSync(
      join(dir, 'routes', 'places.signed-in.html'),
      '<!doctype html><link rel="modulepreload" href="/ps.js">',
    );
    writeFileSync(
      join(dir, 'routes', 'business', 'register.html'),
      '<!doctype html><link rel="modulepreload" href="/r.js">',
    );
    prerendered = express().use(serveClient(dir)).listen(0, '127.0.0.1');
    await new Promise((resolve) => prerendered.once('listening', resolve));
    origin = `http://127.0.0.1:${(prerendered.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => prerendered.close(() => resolve())));

  it('answers / with the prerendered page, a route with its own page and any other path with the empty one', async () => {
    const page = async (path: string) => (await fetch(`${origin}${path}`)).text();
    expect(await page('/')).toContain('<h1>Home</h1>');
    expect(await page('/places')).toContain('/p.js');
    expect(await page('/places/')).toContain('/p.js');
    expect(await page('/business/register')).toContain('/r.js');
    for (const path of ['/nowhere', '/business', '/routes/places', '/places.html', '/..%2Findex']) {
      expect(await page(path)).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('answers a request with a session cookie with the signed-in page of the route, when there is one', async () => {
    const page = async (path: string, cookie: string) =>
      (await fetch(`${origin}${path}`, { headers: { cookie } })).text();
    expect(await page('/places', `${SESSION_COOKIE}=abc`)).toContain('/ps.js');
    expect(await page('/places', 'other=1')).toContain('/p.js');
    expect(await page('/business/register', `${SESSION_COOKIE}=abc`)).toContain('/r.js');
  });
});
