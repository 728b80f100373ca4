import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createTempDirs } from '../../server/test/temp-dirs';

// The real entry point (server/main.ts) as its own process: how it refuses bad settings and how it
// shuts down.

const tempDir = createTempDirs();
const ENTRY = join(import.meta.dirname, '..', '..', 'server', 'main.ts');
const TSX = join(import.meta.dirname, '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');

function run(env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, [TSX, ENTRY], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  return Object.assign(child, { output: () => output });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('server process', () => {
  it('stops with a list of what is wrong when settings are invalid', async () => {
    const child = run({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    expect(await exited(child)).toBe(1);
    expect(child.output()).toMatch(/Basera cannot start\. Invalid settings:/);
    expect(child.output()).toMatch(/- PORT:/);
    expect(child.output()).toMatch(/- DATABASE_URL: must be a postgres/);
  });

  it('refuses NODE_ENV=production with the emulator and says why', async () => {
    const child = run({ NODE_ENV: 'production' });
    expect(await exited(child)).toBe(1);
    expect(child.output()).toMatch(/production while the Firebase Auth emulator is configured/);
  });

  it('starts, serves, and exits cleanly on SIGTERM, finishing the request in flight', async () => {
    const dataDir = tempDir('basera-proc-');
    const child = run({
      PORT: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = child.output().match(/Basera is running at (http:\/\/localhost:\d+)/);
        if (match?.[1]) {
          clearInterval(timer);
          resolve(match[1]);
        }
        if (child.exitCode !== null) reject(new Error(child.output()));
      }, 50);
    });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const inFlight = fetch(`${url}/api/auth/session`);
    child.kill('SIGTERM');
    expect((await inFlight).status).toBe(401);
    expect(await exited(child)).toBe(0);
    expect(child.output()).toMatch(/shutting down/);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});
