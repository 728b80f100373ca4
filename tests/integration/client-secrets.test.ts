import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../server/paths';
import { createTempDirs } from '../../server/test/temp-dirs';
import { startTestServer } from '../../server/test/test-server';

// Issue 16: no secret setting ever reaches the browser. The client is built with every secret-like
// setting filled with a unique marker, and neither the built files nor what the browser fetches at
// run time (GET /api/config, the page) may contain one. The one public build setting must appear:
// it proves the scan would see a value that got into the bundle.

const tag = () => randomBytes(9).toString('hex');
const DB_PASSWORD = `dbpass${tag()}`;
const ICS_TOKEN = `icstoken${tag()}`;

/** Server settings that are secrets (server/config.ts, .env.example), and where firebase-admin looks. */
const SECRETS: Record<string, string> = {
  GEMINI_API_KEY: `gemini${tag()}`,
  GOOGLE_MAPS_API_KEY: `maps${tag()}`,
  PINATA_JWT: `pinata${tag()}`,
  FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  DATABASE_URL: `postgres://basera:${DB_PASSWORD}@db.internal:5432/basera`,
  EVENTS_ICS_URLS: JSON.stringify({ mumbai: [`https://calendar.example/private.ics?token=${ICS_TOKEN}`] }),
  GEMINI_BASE_URL: `https://gemini-proxy.internal/${tag()}`,
  GOOGLE_APPLICATION_CREDENTIALS: `/secrets/service-account-${tag()}.json`,
};
/** Build settings: Vite exposes VITE_* to the client, so a secret given that prefix by mistake must
 *  still stay out unless the client reads it (client/lib/config.ts reads only VITE_API_BASE_URL). */
const MISNAMED_SECRETS: Record<string, string> = {
  VITE_GEMINI_API_KEY: `vitegemini${tag()}`,
  VITE_FIREBASE_SERVICE_ACCOUNT: `viteaccount${tag()}`,
};
const PUBLIC_API_BASE = `https://api-${tag()}.basera.example`;

/** The values to look for: the whole setting and, where the secret is part of it, that part. */
const secretMarkers = () => [...Object.values(SECRETS), ...Object.values(MISNAMED_SECRETS), DB_PASSWORD, ICS_TOKEN];

const tempDir = createTempDirs();

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the built client', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = tempDir('basera-secrets-build-');
    await promisify(execFile)(
      process.execPath,
      [
        projectPath('node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      {
        cwd: projectPath(),
        env: { ...process.env, ...SECRETS, ...MISNAMED_SECRETS, VITE_API_BASE_URL: PUBLIC_API_BASE },
        timeout: 90_000,
      },
    );
  }, 120_000);

  it('contains no secret setting in any file (scripts, styles, source maps, the page)', () => {
    const files = filesUnder(outDir);
    expect(files.some((f) => f.endsWith('.js.map'))).toBe(true);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'latin1');
      return secretMarkers()
        .filter((marker) => text.includes(marker))
        .map((marker) => `${file}: ${marker}`);
    });
    expect(found).toEqual([]);
  });

  it('does contain the public API base URL it was built with (the scan sees what is in the bundle)', () => {
    const withBase = filesUnder(outDir).filter((file) => readFileSync(file, 'latin1').includes(PUBLIC_API_BASE));
    expect(withBase.some((file) => file.endsWith('.js'))).toBe(true);
  });

  it('has no inline script in its page (the policy allows scripts from our origin only)', () => {
    const page = readFileSync(join(outDir, 'index.html'), 'utf8');
    const scripts = [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tagText, body] of scripts) {
      expect(tagText).toMatch(/\ssrc="\/assets\//);
      expect(body?.trim()).toBe('');
    }
  });
});

describe('what the browser fetches at run time', () => {
  it.each([
    ['local sign-in', {}],
    [
      'a real Firebase project',
      { FIREBASE_AUTH_EMULATOR_HOST: '', FIREBASE_PROJECT_ID: 'basera-public', FIREBASE_API_KEY: 'public-web-key' },
    ],
  ])('GET /api/config and the page carry no secret (%s)', async (_mode, auth: Record<string, string>) => {
    const server = await startTestServer({ ...SECRETS, ...auth });
    try {
      for (const path of ['/api/config', '/', '/api/health']) {
        const res = await fetch(`${server.url}${path}`);
        const text = `${JSON.stringify([...res.headers])}\n${await res.text()}`;
        expect(secretMarkers().filter((marker) => text.includes(marker))).toEqual([]);
      }
      const config = await (await fetch(`${server.url}/api/config`)).json();
      // The public sign-in settings are what the browser needs; the API key is public by design.
      if (auth.FIREBASE_API_KEY) expect(config.auth).toMatchObject({ mode: 'firebase', apiKey: 'public-web-key' });
      else expect(config.auth.mode).toBe('emulator');
    } finally {
      await server.close();
    }
  });
});
