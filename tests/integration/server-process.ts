import { type ChildProcess, spawn } from 'node:child_process';
import { projectPath } from '../../server/paths';

// The real entry point as its own process, for the tests that start, stop and kill it: the bundle
// `npm start` runs (dist/server/main.js, which the integration run's global setup builds when it is
// missing or older than the sources), not the sources through tsx, which took seconds per start.

const ENTRY = projectPath('dist', 'server', 'main.js');

export type ServerProcess = ChildProcess & { output: () => string };

export function runServer(env: Record<string, string>): ServerProcess {
  // node itself, no wrapper: a SIGKILL must reach the server, not a parent that leaves it running.
  const child = spawn(process.execPath, [ENTRY], {
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

/** The URL the server says it runs at; rejects with its output if it exits first. */
export function runningAt(child: ServerProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = child.output().match(/Basera is running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
      if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(child.output()));
      }
    }, 50);
  });
}

/** Its exit code, once it has exited (null when a signal ended it). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
