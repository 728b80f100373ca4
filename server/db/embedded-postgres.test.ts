import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTempDirs } from '../test/temp-dirs';
import { openDatabase } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';

// Decision 0030: the embedded default is a PostgreSQL of the server's own, in DATA_DIR/postgres.

const tempDir = createTempDirs();

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Whether PostgreSQL's lock file names a live process (its postmaster). */
function postmasterRunning(folder: string): boolean {
  return existsSync(join(folder, 'postmaster.pid'));
}

const SCHED_BATCH = 3;
/** A process's scheduling policy, from /proc (0 is the default, SCHED_OTHER). */
const schedulingPolicy = (pid: number) =>
  Number(/^policy\s*:\s*(\d+)/m.exec(readFileSync(`/proc/${pid}/sched`, 'utf8'))?.[1]);

describe('the embedded PostgreSQL', () => {
  it('creates its cluster on first start, keeps what was committed across a restart, and opens no TCP port', async () => {
    const folder = join(tempDir('basera-epg-'), 'postgres');
    const first = await startEmbeddedPostgres({ folder });
    expect(existsSync(join(folder, 'PG_VERSION'))).toBe(true);
    await query(first.url, 'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$still here$$)');
    expect(await query(first.url, 'SHOW listen_addresses')).toEqual([{ listen_addresses: '' }]);
    await first.stop();
    expect(postmasterRunning(folder)).toBe(false);

    const later = await startEmbeddedPostgres({ folder });
    try {
      expect(await query(later.url, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }]);
      // On Linux with chrt, it runs as a batch task, its backends too (they inherit it).
      if (existsSync('/proc/self/sched') && spawnSync('chrt', ['-b', '0', 'true']).status === 0) {
        const client = new pg.Client({ connectionString: later.url });
        await client.connect();
        const backend = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
        expect(schedulingPolicy(backend)).toBe(SCHED_BATCH);
        await client.end();
        expect(schedulingPolicy(later.pid)).toBe(SCHED_BATCH);
      }
    } finally {
      await later.stop();
    }
  }, 60_000);

  it('stops when the process that started it is killed outright, and starts again on the same folder', async () => {
    const folder = join(tempDir('basera-epg-kill-'), 'postgres');
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '..', 'test', 'embedded-postgres-holder.ts'), folder],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const pid = await new Promise<number>((resolve, reject) => {
      holder.stdout!.on('data', (chunk: Buffer) => {
        const match = String(chunk).match(/ready (\d+)/);
        if (match) resolve(Number(match[1]));
      });
      holder.once('exit', (code) => reject(new Error(`the holder exited (${code}) before PostgreSQL was ready`)));
    });
    expect(postmasterRunning(folder)).toBe(true);
    holder.kill('SIGKILL');

    // Gone: no process, or one that has exited and waits to be reaped. Its parent was killed, so it
    // is reparented to this container's first process, which may reap it late (a zombie still
    // answers `kill(pid, 0)`).
    const gone = () => {
      try {
        process.kill(pid, 0);
      } catch {
        return true;
      }
      return existsSync(`/proc/${pid}/stat`) && readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] === 'Z';
    };
    const deadline = Date.now() + 15_000;
    while ((postmasterRunning(folder) || !gone()) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(postmasterRunning(folder)).toBe(false);
    expect(gone()).toBe(true);

    const again = await startEmbeddedPostgres({ folder });
    try {
      expect(await query(again.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await again.stop();
    }
  }, 60_000);

  it('refuses a folder another running PostgreSQL holds, saying what to do, unless asked to join it', async () => {
    const folder = join(tempDir('basera-epg-busy-'), 'postgres');
    const first = await startEmbeddedPostgres({ folder });
    try {
      await expect(startEmbeddedPostgres({ folder, waitForOtherMs: 300 })).rejects.toThrow(
        /another PostgreSQL .* is using .*another Basera server running on this DATA_DIR/,
      );
      // A script beside the running server joins it, and leaves it running when done.
      const joined = await startEmbeddedPostgres({ folder, joinRunning: true });
      expect(joined.pid).toBe(first.pid);
      expect(await query(joined.url, 'SELECT 2 AS two')).toEqual([{ two: 2 }]);
      await joined.stop();
      // And so does the database handle a script opens (scripts/business-enquiries.ts), at once.
      const started = Date.now();
      const script = await openDatabase({ dataDir: join(folder, '..'), joinRunningServer: true });
      expect(script.engine).toBe('embedded-postgres');
      expect(Date.now() - started).toBeLessThan(10_000); // not the 15 s wait for the folder to free
      await script.close();
      // The first one is untouched.
      expect(await query(first.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await first.stop();
    }
  }, 60_000);
});
