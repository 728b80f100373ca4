import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from '../file-store';
import { isRawSha256, matchesCid, parseCid, rawCid } from './cid';

/**
 * The embedded store: files named by their real CID (CIDv1, raw, sha2-256, base32) under `dir`.
 *
 * A file whose bytes no longer hash to its name is corruption, not absence, so `get` throws for it
 * rather than returning null: a null would let a caller report "no file kept" while data was lost.
 */
export function createLocalFileStore(dir: string): FileStore {
  return {
    kind: 'local',

    async put(bytes) {
      const cid = (await rawCid(bytes)).toString();
      const path = join(dir, cid);
      // Same bytes, same name: a second put of an intact file has nothing to do.
      if (await isIntact(path, bytes)) return { cid };
      await mkdir(dir, { recursive: true });
      // Temp file + rename in the same folder: readers see the old file or the whole new one, never half.
      const temp = join(dir, `.${cid}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, bytes, { mode: 0o600 });
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { cid };
    },

    async get(cid) {
      const parsed = canonical(cid);
      if (!parsed) return null;
      const bytes = await readOrNull(join(dir, cid));
      if (!bytes) return null;
      if (!(await matchesCid(parsed, bytes))) {
        throw new Error(`Stored file ${cid} is corrupt: its bytes no longer match its CID`);
      }
      return bytes;
    },

    async delete(cid) {
      if (!canonical(cid)) return;
      await rm(join(dir, cid), { force: true });
    },
  };
}

// Only canonical raw/sha2-256 CIDv1 strings are file names here; checking this first also keeps any other
// text (a path, '..') from ever reaching join(). Any other valid CID is simply one this store does not have.
function canonical(cid: string) {
  const parsed = parseCid(cid);
  return parsed && parsed.version === 1 && isRawSha256(parsed) && parsed.toString() === cid ? parsed : undefined;
}

async function readOrNull(path: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}

async function isIntact(path: string, expected: Uint8Array): Promise<boolean> {
  const current = await readOrNull(path);
  return current !== null && Buffer.compare(current, expected) === 0;
}
