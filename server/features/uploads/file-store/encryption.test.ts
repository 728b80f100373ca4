import { randomBytes } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTempDirs } from '../../../test/temp-dirs';
import { decrypt, encrypt, KEY_FILE, loadOrCreateKey } from './encryption';

const tempDir = createTempDirs();

const key = randomBytes(32);
const plain = new TextEncoder().encode(JSON.stringify({ timelineObjects: [{ lat: 18.59, lng: 73.74 }] }));

describe('file encryption', () => {
  it('round-trips, and the sealed bytes do not contain the plaintext', () => {
    const sealed = encrypt(plain, key);
    expect(sealed.length).toBe(plain.length + 4 + 12 + 16);
    expect(Buffer.from(sealed).includes(Buffer.from('timelineObjects'))).toBe(false);
    expect(decrypt(sealed, key)).toEqual(plain);
    expect(decrypt(encrypt(new Uint8Array(), key), key)).toEqual(new Uint8Array());
  });

  it('uses a fresh IV, so two encryptions of the same data differ', () => {
    const a = encrypt(plain, key);
    const b = encrypt(plain, key);
    expect(Buffer.compare(a, b)).not.toBe(0);
    expect(Buffer.compare(a.subarray(4, 16), b.subarray(4, 16))).not.toBe(0);
  });

  it('refuses a tampered byte anywhere, and the wrong key', () => {
    const sealed = encrypt(plain, key);
    for (const index of [3, 4, 20, sealed.length - 1]) {
      const tampered = sealed.slice();
      tampered[index]! ^= 0x01;
      expect(() => decrypt(tampered, key)).toThrow(/Cannot decrypt file/);
    }
    expect(() => decrypt(sealed, randomBytes(32))).toThrow('Cannot decrypt file: wrong key, or the file was altered');
    expect(() => decrypt(plain, key)).toThrow(/not an encrypted Basera file/);
    expect(() => decrypt(sealed.subarray(0, 20), key)).toThrow(/not an encrypted Basera file/);
    expect(() => encrypt(plain, randomBytes(16))).toThrow(/must be 32 bytes/);
  });
});

describe('loadOrCreateKey', () => {
  it('creates the key file once, owner-only, and reuses it', () => {
    const dataDir = tempDir('basera-key-');
    const first = loadOrCreateKey(dataDir);
    expect(first.length).toBe(32);
    const path = join(dataDir, KEY_FILE);
    if (process.platform !== 'win32') expect(statSync(path).mode & 0o777).toBe(0o600);
    const onDisk = readFileSync(path, 'utf8');
    expect(loadOrCreateKey(dataDir).equals(first)).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(onDisk);
  });

  it('prefers a valid key from the settings and does not create a file for it', () => {
    const dataDir = tempDir('basera-key-');
    const given = randomBytes(32);
    expect(loadOrCreateKey(dataDir, given.toString('base64')).equals(given)).toBe(true);
    expect(() => statSync(join(dataDir, KEY_FILE))).toThrow();
  });

  it('refuses a settings key of the wrong length or with junk, without echoing it', () => {
    const dataDir = tempDir('basera-key-');
    const short = randomBytes(16).toString('base64');
    expect(() => loadOrCreateKey(dataDir, short)).toThrow(/expected 32 bytes in base64/);
    expect(() => loadOrCreateKey(dataDir, short)).not.toThrow(short);
    expect(() => loadOrCreateKey(dataDir, `${randomBytes(32).toString('base64')}!!`)).toThrow(/expected 32 bytes/);
    expect(() => loadOrCreateKey(dataDir, 'not a key')).toThrow(/expected 32 bytes/);
  });

  it('refuses a damaged key file instead of silently replacing it', () => {
    const dataDir = tempDir('basera-key-');
    loadOrCreateKey(dataDir);
    writeFileSync(join(dataDir, KEY_FILE), 'truncated');
    expect(() => loadOrCreateKey(dataDir)).toThrow(/Invalid file-encryption key/);
  });
});
