import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_SOURCES, buildAndStamp, checkBuild, describeBuild } from './build-stamp.mjs';

// A small project tree: a few sources, and a build step that writes dist/ as the real one does.
let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const build = (env = {}) =>
  buildAndStamp(
    root,
    async () => {
      write('dist/client/index.html', '<html>');
      write('dist/server/main.js', 'serve()');
    },
    env,
  );

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'basera-stamp-'));
  write('package.json', '{}');
  write('client/main.tsx', 'render()');
  write('server/main.ts', 'listen()');
  write('server/data/cities.json', '[]');
  write('shared/domain/score.ts', 'score()');
  write('scripts/prerender.ts', 'prerender()');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('checkBuild', () => {
  it('finds the build up to date when no source changed, and says when it was built', async () => {
    await build();
    const check = checkBuild(root, {});
    expect(check.state).toBe('fresh');
    expect(describeBuild(check)).toMatch(
      /^Build is up to date \(sources unchanged since the build of \d{4}-\d\d-\d\d /,
    );
  });

  it('finds it stale when a source file changed, was added or was removed, and names it', async () => {
    await build();
    write('server/data/cities.json', '[{"id":"pune"}]');
    expect(checkBuild(root, {})).toEqual({ state: 'changed', changed: ['server/data/cities.json'] });

    await build();
    write('client/features/new-page.tsx', 'page()');
    expect(checkBuild(root, {})).toEqual({ state: 'changed', changed: ['client/features/new-page.tsx'] });

    await build();
    rmSync(join(root, 'shared/domain/score.ts'));
    const check = checkBuild(root, {});
    expect(check).toEqual({ state: 'changed', changed: ['shared/domain/score.ts'] });
    expect(describeBuild(check)).toBe('Sources changed since the last build (shared/domain/score.ts): building…');
  });

  it('finds it stale when a script the build runs or the dependencies changed', async () => {
    await build();
    write('scripts/prerender.ts', 'prerender(2)');
    write('package-lock.json', '{}');
    expect(checkBuild(root, {})).toEqual({ state: 'changed', changed: ['package-lock.json', 'scripts/prerender.ts'] });
  });

  it('finds it stale when a VITE_ setting, which Vite writes into the client, changed', async () => {
    await build({ VITE_API_BASE_URL: 'https://api.example.org' });
    expect(checkBuild(root, { VITE_API_BASE_URL: 'https://api.example.org', PORT: '4000' }).state).toBe('fresh');
    expect(checkBuild(root, {})).toEqual({ state: 'changed', changed: ['$VITE_API_BASE_URL'] });
  });

  it('needs no build for an edited test or a file the build does not read', async () => {
    await build();
    write('client/main.test.ts', 'it()');
    write('docs/ARCHITECTURE.md', '# Architecture');
    write('scripts/bench/recommend.ts', 'bench()');
    expect(checkBuild(root, {}).state).toBe('fresh');
  });

  it('builds when there is no dist/, or no stamp in it', async () => {
    expect(checkBuild(root, {})).toEqual({ state: 'none' });
    expect(describeBuild({ state: 'none' })).toBe('No build yet: building…');
    write('dist/server/main.js', 'serve()');
    expect(checkBuild(root, {})).toEqual({ state: 'unstamped' });
  });

  it('builds when a file of the build is gone', async () => {
    await build();
    rmSync(join(root, 'dist/client/index.html'));
    expect(checkBuild(root, {})).toEqual({ state: 'incomplete', file: 'dist/client/index.html' });
  });

  it('builds again after a build that failed or was stopped', async () => {
    await build();
    const failing = buildAndStamp(root, async () => {
      write('dist/client/index.html', '<html><half');
      throw new Error('vite build failed');
    });
    await expect(failing).rejects.toThrow('vite build failed');
    expect(checkBuild(root, {})).toEqual({ state: 'unstamped' });
  });
});

describe('BUILD_SOURCES', () => {
  // The list is written by hand; these catch a build step or an import it does not cover.
  const project = join(import.meta.dirname, '..', '..');
  const isSource = (path: string) => BUILD_SOURCES.some((source) => path === source || path.startsWith(`${source}/`));

  it('covers every script the build runs and every file those scripts import', () => {
    const { scripts } = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
    const steps = `${scripts['build:client']} ${scripts['build:server']} ${scripts.build}`;
    const run = [...steps.matchAll(/\b(scripts\/[\w/.-]+)/g)].map((match) => match[1] ?? '');
    expect(run).toContain('scripts/prerender.ts');
    const imported = run.flatMap((script) =>
      [...readFileSync(join(project, script), 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) =>
        relative(project, join(project, dirname(script), match[1] ?? '')),
      ),
    );
    expect([...run, ...imported].filter((path) => !isSource(path))).toEqual([]);
  });
});
