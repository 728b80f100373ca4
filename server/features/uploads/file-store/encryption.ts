import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Sealing of opted-in location-history files before they reach a FileStore (DESIGN.md: "Location files
 * are encrypted before they leave the server"). AES-256-GCM with a server-held key.
 *
 * Sealed format (all lengths in bytes):
 *
 *   | magic 'BSF' (3) | version 0x01 (1) | iv (12) | auth tag (16) | ciphertext (n) |
 *
 * The 4-byte header is also fed to GCM as additional authenticated data, so a changed version byte is
 * caught by the tag like any other tampering, and a future format can change the layout safely.
 */

const MAGIC = Buffer.from('BSF', 'ascii');
const VERSION = 0x01;
const HEADER = Buffer.concat([MAGIC, Buffer.from([VERSION])]);
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const OVERHEAD = HEADER.length + IV_BYTES + TAG_BYTES;

/** Where the generated key lives when no key is given in the settings. */
export const KEY_FILE = join('secrets', 'file-encryption.key');

export function encrypt(plain: Uint8Array, key: Buffer): Uint8Array {
  checkKey(key);
  // A fresh IV per call: reusing an IV under one GCM key leaks the XOR of plaintexts and the auth key.
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(HEADER);
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return new Uint8Array(Buffer.concat([HEADER, iv, cipher.getAuthTag(), ciphertext]));
}

export function decrypt(sealed: Uint8Array, key: Buffer): Uint8Array {
  checkKey(key);
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (bytes.length < OVERHEAD || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error('Cannot decrypt file: it is not an encrypted Basera file');
  }
  const version = bytes[MAGIC.length];
  if (version !== VERSION) throw new Error(`Cannot decrypt file: unknown format version ${version}`);
  const iv = bytes.subarray(HEADER.length, HEADER.length + IV_BYTES);
  const tag = bytes.subarray(HEADER.length + IV_BYTES, OVERHEAD);
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(bytes.subarray(0, HEADER.length));
  decipher.setAuthTag(tag);
  try {
    return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(OVERHEAD)), decipher.final()]));
  } catch {
    // GCM cannot tell a wrong key from altered bytes; both fail the tag check here, and nothing is returned.
    throw new Error('Cannot decrypt file: wrong key, or the file was altered');
  }
}

/**
 * The file-encryption key: the base64 key from the settings when one is given, else the key file under
 * `<dataDir>/secrets`, generated on first use. The key stays on this server; stores only see sealed bytes.
 */
export function loadOrCreateKey(dataDir: string, keyFromSettings?: string): Buffer {
  if (keyFromSettings !== undefined && keyFromSettings.trim() !== '') {
    return parseKey(keyFromSettings, 'the file-encryption key setting');
  }
  const path = join(dataDir, KEY_FILE);
  const existing = readKeyFile(path);
  if (existing) return existing;
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  // Written to a private temp name, then hard-linked into place: link() refuses to overwrite, so when two
  // processes start at once exactly one key wins and nobody can read a half-written file.
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(temp, 0o600); // the mode above is filtered by the umask; make sure it is exactly owner-only
  try {
    linkSync(temp, path);
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
  } finally {
    unlinkSync(temp);
  }
  const created = readKeyFile(path);
  if (!created) throw new Error(`Could not create the file-encryption key at ${path}`);
  return created;
}

function readKeyFile(path: string): Buffer | undefined {
  try {
    return parseKey(readFileSync(path, 'utf8'), path);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

// Strict base64 of exactly 32 bytes: Buffer.from(…, 'base64') silently skips junk, which would turn a
// typo into a different (weaker or wrong) key. The message never echoes the key itself.
function parseKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) || key.length !== KEY_BYTES || key.toString('base64') !== trimmed) {
    throw new Error(`Invalid file-encryption key in ${source}: expected ${KEY_BYTES} bytes in base64`);
  }
  return key;
}

function checkKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new Error(`File-encryption key must be ${KEY_BYTES} bytes, got ${key.length}`);
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
