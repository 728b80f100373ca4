import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { projectPath } from '../../paths';

export interface RunningEmulator {
  host: string;
  /** False when an emulator was already listening and we reused it. */
  owned: boolean;
  stop(): Promise<void>;
}

export async function isAuthEmulatorUp(host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    const body = (await res.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * Starts the Firebase Auth emulator (firebase-tools, auth only, no UI) for local mode, or reuses
 * one already listening on the port. The CLI needs ~10 s to compile its API spec, so callers start
 * it alongside other work and await `ready` only where sign-in is needed.
 */
export async function startAuthEmulator(options: {
  port: number;
  projectId: string;
  logger: Logger;
  timeoutMs?: number;
  /** Stops a start still under way (the server stopping before sign-in was ready): rejects at once. */
  signal?: AbortSignal;
}): Promise<RunningEmulator> {
  const host = `127.0.0.1:${options.port}`;
  if (await isAuthEmulatorUp(host)) {
    options.logger.info({ host }, 'reusing the Firebase Auth emulator already running');
    return { host, owned: false, stop: async () => {} };
  }
  // A config of our own so the emulator's hub and logging ports sit beside the auth port and
  // two instances (say `npm start` and `npm test`) do not collide on the CLI's default 4400/4500.
  const dir = mkdtempSync(join(tmpdir(), 'basera-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: options.port },
      hub: { host: '127.0.0.1', port: options.port + 1 },
      logging: { host: '127.0.0.1', port: options.port + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config));
  const cli = projectPath('node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const child = spawn(
    process.execPath,
    [cli, 'emulators:start', '--only', 'auth', '--project', options.projectId, '--config', join(dir, 'firebase.json')],
    // CI=1 stops the CLI from prompting and from fetching its message of the day (offline here).
    { cwd: dir, env: { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = () => stopChild(child, dir);
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (!(await isAuthEmulatorUp(host))) {
    if (options.signal?.aborted) {
      await stop();
      throw new Error('The Firebase Auth emulator was stopped while it started');
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The Firebase Auth emulator did not start on ${host}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  options.logger.info({ host, projectId: options.projectId }, 'Firebase Auth emulator ready (local mode)');
  return { host, owned: true, stop };
}

function stopChild(child: ChildProcess, dir: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      rmSync(dir, { recursive: true, force: true });
      resolve();
    };
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGINT');
  });
}
