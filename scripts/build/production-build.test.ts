import { join } from 'node:path';
import { build, resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

// The build is React's production build whatever NODE_ENV the shell has (.env.example offers
// NODE_ENV=development for the server). It once followed the shell: the client got React's
// development build, and the prerenderer, compiled for React's development JSX runtime, crashed
// with "jsxDEV is not a function" once scripts/prerender.ts loaded React for production.
// Checked on vite.config.ts itself: the prerenderer's build (~0.3 s, in memory) and the client's
// resolved settings, not a second client build (`npm test` builds once, after these tests).
const root = join(import.meta.dirname, '..', '..');
const configFile = join(root, 'vite.config.ts');
const shellNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = shellNodeEnv;
});

describe.each(['development', 'test'])('vite build with NODE_ENV=%s in the shell', (nodeEnv) => {
  it('compiles the prerenderer for React’s production JSX runtime, the one scripts/prerender.ts loads', async () => {
    process.env.NODE_ENV = nodeEnv;
    const result = await build({
      configFile,
      logLevel: 'silent',
      build: { ssr: 'app/prerender.tsx', write: false, outDir: join(root, '.tmp', 'prerender-check') },
    });
    const code = [result]
      .flat()
      .flatMap((output) => ('output' in output ? output.output : []))
      .map((chunk) => ('code' in chunk ? chunk.code : ''))
      .join('\n');
    const runtimes = new Set([...code.matchAll(/from "(react\/jsx[\w-]*)"/g)].map((match) => match[1]));
    expect(runtimes).toEqual(new Set(['react/jsx-runtime']));
  }, 30_000);

  it('builds the client in production mode', async () => {
    process.env.NODE_ENV = nodeEnv;
    const config = await resolveConfig({ configFile, logLevel: 'silent' }, 'build');
    expect(config.isProduction).toBe(true);
    expect(process.env.NODE_ENV).toBe('production'); // what Vite writes for process.env.NODE_ENV in the bundle
  });
});
