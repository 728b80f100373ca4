import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

// The embedded database's memory (issue 16, decision 0025). PGlite's defaults size PostgreSQL for a
// server (128 MB of shared buffers in a WebAssembly heap that never shrinks): our data is a few
// megabytes, so the buffers are cut to what it needs. Creating a new data folder (initdb) takes
// some 600 MB for a few seconds; that runs once, in a short-lived child process, as PostgreSQL's
// own initdb is a program of its own, so the server never holds that memory.

export const PGLITE_OPTIONS: PGliteOptions = {
  postgresqlconf: [
    'shared_buffers=16MB',
    'temp_buffers=2MB',
    'work_mem=2MB',
    'maintenance_work_mem=16MB',
    'wal_buffers=1MB',
  ],
};

/** The flag main.ts answers by creating the data folder given after it, then exiting. */
export const CREATE_DATA_DIR_FLAG = '--create-pglite-data-dir';

/** Creates (initdb) a PGlite data folder, in this process. */
export async function createDataDir(path: string): Promise<void> {
  const client = new PGlite(path, PGLITE_OPTIONS);
  await client.waitReady;
  await client.close();
}

/** Creates the data folder in a child process when it does not exist yet. */
export async function ensureDataDir(path: string): Promise<void> {
  if (existsSync(join(path, 'PG_VERSION'))) return;
  const entry = process.argv[1];
  if (!entry) return createDataDir(path);
  const child = spawn(process.execPath, [...process.execArgv, entry, CREATE_DATA_DIR_FLAG, path], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: process.env,
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !existsSync(join(path, 'PG_VERSION'))) {
    // The child could not run (an unusual launcher): create it here instead.
    await createDataDir(path);
  }
}
