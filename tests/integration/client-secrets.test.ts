import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSecretMarkers, type SecretMarkers } from '../../scripts/secret-markers.mjs';
import { projectPath } from '../../server/paths';
import { createTempDirs } from '../../server/test/temp-dirs';
import { startTestServer } from '../../server/test/test-server';

// No secret setting ever reaches the browser. The client is built with every secret-like setting
// filled with a unique marker (scripts/secret-markers.mjs), and neither the built files nor what the
// browser fetches at run time (GET /api/config, the page) may contain one. The one public build
// setting must appear: it proves the scan would see a value that got into the bundle.
//
// Under `npm test` the scan reads the build everything else is tested on, which scripts/test.mjs
// made with the markers (BUILD_SECRET_MARKERS holds them); run alone, the test builds the client
// itself into a temp folder.

const tempDir = createTempDirs();

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

let build: SecretMarkers;
let outDir: string;
beforeAll(async () => {
  const given = process.env.BUILD_SECRET_MARKERS;
  if (given) {
    build = JSON.parse(given) as SecretMarkers;
    outDir = projectPath('dist', 'client');
    return;
  }
  build = createSecretMarkers();
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
    { cwd: projectPath(), env: { ...process.env, ...build.env }, timeout: 90_000 },
  );
}, 120_000);

describe('the built client', () => {
  it('contains no secret setting in any file (scripts, styles, source maps, the page)', () => {
    const files = filesUnder(outDir);
    expect(files.some((f) => f.endsWith('.js.map'))).toBe(true);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'latin1');
      return build.markers.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
    expect(found).toEqual([]);
  });

  it('does contain the public API base URL it was built with (the scan sees what is in the bundle)', () => {
    const withBase = filesUnder(outDir).filter((file) => readFileSync(file, 'latin1').includes(build.publicApiBase));
    expect(withBase.some((file) => file.endsWith('.js'))).toBe(true);
  });

  it('has no inline script in its page (the policy allows scripts from our origin only)', () => {
    const page = readFileSync(join(outDir, 'index.html'), 'utf8');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    // The prerendered page carries its data in JSON blocks (decision 0028), which never run.
    const [data, code] = [
      scripts.filter(([, attributes]) => /\stype="application\/json"/.test(attributes ?? '')),
      scripts.filter(([, attributes]) => !/\stype="application\/json"/.test(attributes ?? '')),
    ];
    expect(code.length).toBeGreaterThan(0);
    for (const [tagText, , body] of code) {
      expect(tagText).toMatch(/\ssrc="\/assets\//);
      expect(body?.trim()).toBe('');
    }
    for (const [, , body] of data) expect(() => JSON.parse(body ?? '')).not.toThrow();
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
    const server = await startTestServer({ ...build.secrets, ...auth });
    try {
      for (const path of ['/api/config', '/', '/api/health']) {
        const res = await fetch(`${server.url}${path}`);
        const text = `${JSON.stringify([...res.headers])}\n${await res.text()}`;
        expect(build.markers.filter((marker) => text.includes(marker))).toEqual([]);
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
