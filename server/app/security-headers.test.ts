import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { projectPath } from '../paths';
import { createTempDirs } from '../test/temp-dirs';
import { startTestServer, type TestServer } from '../test/test-server';
import { contentSecurityPolicy } from './security-headers';

// Every response the server sends (the page, its assets, the API, errors) carries the
// security headers and a Content-Security-Policy that lets the real app work and nothing else.

const tempDir = createTempDirs();
let server: TestServer;
beforeAll(async () => {
  const clientDir = tempDir('basera-client-');
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Basera</title>');
  writeFileSync(join(clientDir, 'assets', 'index-1234.js'), 'console.log(1);');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({}, { clientDir });
});
afterAll(() => server?.close());

/** The policy as directive → sources. */
function directivesOf(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/** The origins of the map's tile URLs, read from the map component itself. */
function mapOrigins(): string[] {
  const source = readFileSync(projectPath('client', 'components', 'map', 'basera-map.tsx'), 'utf8');
  const tiles = /tiles:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...tiles.matchAll(/'(https:\/\/[^/']+)/g)].map((m) => m[1]!);
}

const RESPONSES: [string, string, Record<string, string>?][] = [
  ['the page', '/'],
  ['a deep link to the page', '/places'],
  ['a built asset', '/assets/index-1234.js'],
  ['a static file', '/favicon.svg'],
  ['an API reply', '/api/health'],
  ['the runtime config', '/api/config'],
  ['a tRPC reply', '/trpc/cities.list'],
  ['an API 404', '/api/no-such-route'],
  ['an API 401', '/api/user/profile'],
];

describe('security headers', () => {
  it.each(RESPONSES)('are on %s (%s)', async (_name, path) => {
    const res = await fetch(`${server.url}${path}`);
    await res.arrayBuffer();
    const { headers } = res;
    expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy(server.services.config));
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('strict-transport-security')).toBeNull(); // plain http
  });

  it('are on a refused cross-site POST and on a body that is not JSON', async () => {
    const crossSite = await server.request('/api/places/recommendations', {
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const broken = await server.request('/api/places/recommendations', { rawBody: '{' });
    expect(broken.status).toBe(400);
    expect(broken.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });

  it('the policy lets the map, the local sign-in and the WebSocket work, and allows no eval or inline script', async () => {
    const policy = directivesOf((await fetch(`${server.url}/`)).headers.get('content-security-policy'));
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // maplibre: tiles fetched (worker) and drawn, its worker, and the images it makes.
    expect(mapOrigins().length).toBeGreaterThan(0);
    for (const origin of mapOrigins()) {
      expect(policy.get('connect-src')).toContain(origin);
      expect(policy.get('img-src')).toContain(origin);
    }
    expect(policy.get('worker-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(policy.get('child-src')).toEqual(expect.arrayContaining(['blob:']));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['data:', 'blob:']));
    // Local mode: the browser signs in at the Auth emulator the client is told about.
    const config = (await server.request('/api/config')).body as { auth: { emulatorUrl: string } };
    expect(policy.get('connect-src')).toContain(config.auth.emulatorUrl);
    expect(policy.get('connect-src')).toContain("'self'"); // the tRPC WebSocket (same host)
  });

  it('HSTS only when the request came over HTTPS, as a trusted proxy says', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: '1' }, { database: server.database });
    try {
      const https = await proxied.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
      const http = await proxied.request('/api/health', { headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers.get('strict-transport-security')).toBeNull();
      // Not behind a trusted proxy: the client's own X-Forwarded-Proto is not believed.
      const claimed = await server.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});

describe('contentSecurityPolicy', () => {
  it('for a real Firebase project: the Google popup, its helper frame and the sign-in APIs; no emulator', () => {
    const config = loadConfig({
      FIREBASE_PROJECT_ID: 'basera-prod',
      FIREBASE_API_KEY: 'public-web-key',
      PUBLIC_ORIGINS: 'https://basera.example',
    });
    const policy = directivesOf(contentSecurityPolicy(config));
    expect(policy.get('script-src')).toEqual(["'self'", 'https://apis.google.com']);
    expect(policy.get('frame-src')).toEqual(['https://basera-prod.firebaseapp.com']);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'wss://basera.example',
      ]),
    );
    expect(policy.get('connect-src')?.filter((s) => s.startsWith('http://'))).toEqual([]);
  });

  it('names a custom auth domain as the frame source', () => {
    const config = loadConfig({
      FIREBASE_PROJECT_ID: 'basera-prod',
      FIREBASE_API_KEY: 'public-web-key',
      FIREBASE_AUTH_DOMAIN: 'login.basera.example',
    });
    expect(directivesOf(contentSecurityPolicy(config)).get('frame-src')).toEqual(['https://login.basera.example']);
  });
});
