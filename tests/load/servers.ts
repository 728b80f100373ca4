import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The servers under test: the production build (dist/server/main.js) on embedded defaults, or
// several instances on one PostgreSQL behind a round-robin TCP proxy (WebSockets included).

export interface RunningServer {
  process: ChildProcess;
  url: string;
  rssMb(): number;
  /** CPU seconds the process has used (user + system). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  /** Extra node options, e.g. a preloaded probe. */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  // BASERA_LOAD_PROFILE=<dir>: a CPU profile of each server, written when it stops.
  const profile = process.env.BASERA_LOAD_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BASERA_LOAD_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, ...(options.nodeArgs ?? []), 'dist/server/main.js'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(options.port), ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const health = (await (await fetch(`${url}/api/health`)).json()) as { auth: string };
      if (health.auth === 'ready') break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server on ${options.port} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    process: child,
    url,
    rssMb: () => rssOf(child.pid!),
    cpuSeconds: () => cpuSecondsOf(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function rssOf(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** User + system CPU seconds of a process (Linux /proc; clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number {
  try {
    // Fields after the command (which may hold spaces) start at the state; utime and stime are 14 and 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
