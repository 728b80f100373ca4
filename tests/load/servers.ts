import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

// The servers under test: the production build (dist/server/main.js) on embedded defaults, or
// several instances on one PostgreSQL behind a round-robin TCP proxy (WebSockets included).

export interface RunningServer {
  process: ChildProcess;
  url: string;
  rssMb(): number;
  /**
   * The server with its embedded PostgreSQL, in MB: the server's RSS plus the PostgreSQL processes'
   * proportional share (PSS), so the memory they share is counted once. (Not the Auth emulator it
   * may also start: that is the local stand-in for Firebase, not part of a deployment.)
   */
  totalMb(): number;
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
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BASERA_LOAD_PROFILE}`, '--cpu-prof-interval=200']
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
    if (Date.now() > deadline || child.exitCode !== null) {
      // Not left running: a run that gives up removes its data folder, and an orphaned server would
      // hold its port and its stdout (a pipe the caller may be reading) with no database.
      child.kill('SIGKILL');
      throw new Error(`server on ${options.port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    process: child,
    url,
    rssMb: () => rssOf(child.pid!),
    totalMb: () =>
      rssOf(child.pid!) +
      descendantsOf(child.pid!)
        .filter((pid) => commandOf(pid) === 'postgres')
        .reduce((sum, pid) => sum + pssOf(pid), 0),
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

/** The machine's busy and total CPU seconds since boot, over every core (Linux /proc/stat). */
export function machineCpuSeconds(): { busy: number; total: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0); // idle + iowait
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return { busy: Number.NaN, total: Number.NaN };
  }
}

/**
 * CPU seconds used by every PostgreSQL process now running (the machine's cluster, or the embedded
 * one): the database's share of the cores. Backends that exited in between are not counted, so
 * measure while a pool keeps its connections open.
 */
export function postgresCpuSeconds(): number {
  let sum = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith('postgres')) continue;
      sum += cpuSecondsOf(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

/** The process's command name ('' once it is gone). */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** The process's proportional set size in MB (Linux smaps_rollup); 0 once it is gone. */
export function pssOf(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+)/m);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Every process descended from `pid` (children, theirs, …). */
export function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length; ) {
    const next = children.get(queue.pop()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/**
 * The transactions a database has committed or rolled back so far (a statement outside a
 * transaction counts as one): the difference over a run is its round trips' work. PostgreSQL's
 * statistics lag what the backends did by up to a second or so.
 */
export async function transactionCount(client: pg.Client, database: string): Promise<number> {
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: string }>(
    'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1',
    [database],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * A connection to the embedded PostgreSQL of a server started on `dataDir` (its Unix socket), to
 * count its transactions; undefined when it cannot be reached.
 */
export async function connectToEmbedded(dataDir: string): Promise<pg.Client | undefined> {
  const host = encodeURIComponent(join(dataDir, 'postgres'));
  const client = new pg.Client({ connectionString: `postgres://postgres@localhost/postgres?host=${host}` });
  try {
    await client.connect();
    return client;
  } catch {
    return undefined;
  }
}

/** A new database on the server `admin` is connected to, named `<prefix>_<time>`, and its URL. */
export async function createScratchDatabase(admin: pg.Client, serverUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`; // keeps a ?host=/socket/dir that points at a Unix socket
  return { name, url: url.toString() };
}
