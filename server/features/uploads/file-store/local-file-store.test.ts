import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';
import { describe, expect, it } from 'vitest';
import { createTempDirs } from '../../../test/temp-dirs';
import { createFileStore } from './create-file-store';
import { createLocalFileStore } from './local-file-store';

const tempDir = createTempDirs();

const meta = { name: 'location-history.json.enc', userId: 'user-1' };
const bytes = new TextEncoder().encode('sealed bytes stand-in');

function tempStore() {
  const dir = join(tempDir('basera-files-'), 'files');
  return { dir, store: createLocalFileStore(dir) };
}

describe('local file store', () => {
  it('stores and returns the bytes under a real CIDv1 (raw, sha2-256, base32)', async () => {
    const { dir, store } = tempStore();
    expect(store.kind).toBe('local');
    const { cid } = await store.put(bytes, meta);
    const parsed = CID.parse(cid);
    expect(parsed.version).toBe(1);
    expect(parsed.code).toBe(raw.code);
    expect(parsed.multihash.code).toBe(sha256.code);
    expect(Buffer.from(parsed.multihash.digest).toString('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(cid).toMatch(/^bafkrei[a-z2-7]+$/);
    expect(await store.get(cid)).toEqual(bytes);
    expect(readdirSync(dir)).toEqual([cid]); // no temp files left behind
  });

  it('gives the same CID for the same bytes, idempotently', async () => {
    const { dir, store } = tempStore();
    const first = await store.put(bytes, meta);
    const second = await store.put(new Uint8Array(bytes), { name: 'other', userId: 'user-2' });
    expect(second.cid).toBe(first.cid);
    expect(readdirSync(dir)).toHaveLength(1);
    expect((await store.put(new TextEncoder().encode('other bytes'), meta)).cid).not.toBe(first.cid);
  });

  it('answers null for a CID it does not have, and for text that is not a CID', async () => {
    const { store } = tempStore();
    const { cid } = await tempStore().store.put(bytes, meta);
    expect(await store.get(cid)).toBeNull();
    expect(await store.get('../../etc/passwd')).toBeNull();
    expect(await store.get('QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG')).toBeNull(); // CIDv0
  });

  // Chosen behaviour: corruption throws (data was lost), unlike absence, which is null.
  it('throws a clear error when a stored file no longer matches its CID', async () => {
    const { dir, store } = tempStore();
    const { cid } = await store.put(bytes, meta);
    writeFileSync(join(dir, cid), 'flipped bits');
    await expect(store.get(cid)).rejects.toThrow(`Stored file ${cid} is corrupt`);
    // A put of the right bytes repairs it.
    await store.put(bytes, meta);
    expect(await store.get(cid)).toEqual(bytes);
  });

  it('deletes, and deleting again is fine', async () => {
    const { store } = tempStore();
    const { cid } = await store.put(bytes, meta);
    await store.delete(cid);
    expect(await store.get(cid)).toBeNull();
    await expect(store.delete(cid)).resolves.toBeUndefined();
    await expect(store.delete('not-a-cid')).resolves.toBeUndefined();
  });
});

describe('createFileStore', () => {
  it('is local under <dataDir>/files without a Pinata JWT, Pinata with one', async () => {
    const dataDir = tempDir('basera-data-');
    const local = createFileStore({ dataDir });
    expect(local.kind).toBe('local');
    const { cid } = await local.put(bytes, meta);
    expect(readdirSync(join(dataDir, 'files'))).toEqual([cid]);
    expect(createFileStore({ dataDir, pinataJwt: 'jwt' }).kind).toBe('pinata');
  });
});
