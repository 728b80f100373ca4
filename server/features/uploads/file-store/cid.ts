import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';

/** CIDv1, raw codec, sha2-256: the identifier IPFS gives a single-block file added with raw leaves. */
export async function rawCid(bytes: Uint8Array): Promise<CID> {
  return CID.create(1, raw.code, await sha256.digest(bytes));
}

/** The CID in `text`, or undefined when it is not one. */
export function parseCid(text: string): CID | undefined {
  try {
    return CID.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Whether `bytes` are the content of `cid`. Only raw/sha2-256 CIDs can be checked from the bytes alone;
 * for any other kind the answer is undefined (not checkable here).
 */
export async function matchesCid(cid: CID, bytes: Uint8Array): Promise<boolean | undefined> {
  if (!isRawSha256(cid)) return undefined;
  const digest = await sha256.digest(bytes);
  return equalBytes(digest.bytes, cid.multihash.bytes);
}

/** Whether `cid` names a single raw block hashed with sha2-256 (what `rawCid` makes). */
export function isRawSha256(cid: CID): boolean {
  return cid.code === raw.code && cid.multihash.code === sha256.code;
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
