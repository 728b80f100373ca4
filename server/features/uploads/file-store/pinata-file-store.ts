import type { FileStore } from '../file-store';
import { matchesCid, parseCid } from './cid';
import { FileStoreError } from './file-store-error';

/*
 * Plain fetch rather than the `pinata` SDK (v2). Its `upload.public.file()` talks to the v3 Files API
 * (uploads.pinata.cloud/v3/files: fields `name`/`keyvalues`/`network`, reply `data.cid`); its only use of
 * /pinning/pinFileToIPFS (`fileArray`, redirectable through `legacyUploadUrl`) wraps the files in a folder,
 * so the CID it returns names a directory rather than our file; and it has no call for /pinning/unpin
 * (deletion there is by v3 file id). Spec §7 fixes the wire format used here: pinFileToIPFS + IpfsHash, and
 * reads through gateways. Fetch also lets tests point every URL at a local fixture server.
 */

export interface PinataFileStoreOptions {
  jwt: string;
  /** The provider gateway, tried last (spec §7). A bare domain such as `x.mypinata.cloud` is allowed. */
  gateway?: string;
  /** Public gateways, tried first and in this order. */
  publicGateways?: string[];
  apiUrl?: string;
  fetch?: typeof fetch;
  /** Per gateway read and per unpin call. */
  timeoutMs?: number;
}

const DEFAULT_API_URL = 'https://api.pinata.cloud';
const DEFAULT_GATEWAY = 'https://gateway.pinata.cloud';
/** Public gateways kept files are read through first (spec §7), and offered when storing fails (§8). */
export const PUBLIC_GATEWAYS = ['https://ipfs.io', 'https://dweb.link'];
const DEFAULT_TIMEOUT_MS = 10_000;
// Uploads carry a whole location history, so they get longer than a read; still bounded, never hanging.
const UPLOAD_TIMEOUT_MS = 120_000;

export function createPinataFileStore(options: PinataFileStoreOptions): FileStore {
  const apiUrl = baseUrl(options.apiUrl ?? DEFAULT_API_URL);
  const gateways = [...(options.publicGateways ?? PUBLIC_GATEWAYS), options.gateway ?? DEFAULT_GATEWAY].map(baseUrl);
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const auth = { Authorization: `Bearer ${options.jwt}` };

  return {
    kind: 'pinata',

    async put(bytes, meta) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), meta.name);
      form.append('pinataMetadata', JSON.stringify({ name: meta.name, keyvalues: { userId: meta.userId } }));
      form.append('pinataOptions', JSON.stringify({ cidVersion: 1 }));
      try {
        const response = await fetchImpl(`${apiUrl}/pinning/pinFileToIPFS`, {
          method: 'POST',
          headers: auth,
          body: form,
          signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(await describeFailure(response));
        const reply: unknown = await response.json();
        const hash = isRecord(reply) && typeof reply.IpfsHash === 'string' ? parseCid(reply.IpfsHash) : undefined;
        if (!hash) throw new Error('Pinata replied without a valid IpfsHash');
        // The interface promises CIDv1; toV1 keeps the content address if an old pin comes back as Qm… (v0).
        return { cid: hash.toV1().toString() };
      } catch (error) {
        throw new FileStoreError(`Failed to upload to IPFS: ${messageOf(error)}`, messageOf(error), { cause: error });
      }
    },

    // Gateways are untrusted, so for raw CIDs the bytes are checked against the hash and a mismatch counts as
    // a failed gateway. Other CIDs cannot be checked here; the caller's AES-GCM tag still rejects forged data.
    async get(cid) {
      const parsed = parseCid(cid);
      if (!parsed) return null;
      const failures: string[] = [];
      let notFound = 0;
      for (const gateway of gateways) {
        const url = `${gateway}/ipfs/${parsed.toString()}`;
        try {
          const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
          if (response.status === 404 || response.status === 410) {
            notFound += 1;
            failures.push(`${gateway}: not found`);
            continue;
          }
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const bytes = new Uint8Array(await response.arrayBuffer());
          if ((await matchesCid(parsed, bytes)) === false) throw new Error('bytes do not match the CID');
          return bytes;
        } catch (error) {
          failures.push(`${gateway}: ${messageOf(error)}`);
        }
      }
      // Null only when every gateway said "not here"; an outage is reported, not mistaken for a missing file.
      if (notFound === gateways.length) return null;
      const detail = failures.join('; ');
      throw new FileStoreError(`Failed to fetch from IPFS: ${detail}`, detail);
    },

    async delete(cid) {
      const parsed = parseCid(cid);
      if (!parsed) return; // nothing can be pinned under a string that is not a CID
      try {
        const response = await fetchImpl(`${apiUrl}/pinning/unpin/${parsed.toString()}`, {
          method: 'DELETE',
          headers: auth,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.ok || (await isAlreadyGone(response))) return;
        throw new Error(await describeFailure(response));
      } catch (error) {
        throw new FileStoreError(`Failed to unpin from IPFS: ${messageOf(error)}`, messageOf(error), { cause: error });
      }
    },
  };
}

// The interface says delete resolves when the content is already gone. Pinata answers that with a 404, or
// (legacy API) a 400 whose reason is CURRENT_USER_HAS_NOT_PINNED_CID.
async function isAlreadyGone(response: Response): Promise<boolean> {
  if (response.status === 404) return true;
  if (response.status !== 400) return false;
  const text = await response.clone().text();
  return text.includes('CURRENT_USER_HAS_NOT_PINNED_CID');
}

/** Pinata errors come as {error: {reason, details}} or {error: '…'}; fall back to the start of the body. */
async function describeFailure(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let detail = text.slice(0, 200);
  try {
    const body: unknown = JSON.parse(text);
    const error = isRecord(body) ? body.error : undefined;
    if (typeof error === 'string') detail = error;
    else if (isRecord(error) && typeof error.details === 'string') detail = error.details;
    else if (isRecord(error) && typeof error.reason === 'string') detail = error.reason;
  } catch {
    // not JSON: keep the raw text
  }
  return `Pinata answered ${response.status}${detail ? `: ${detail}` : ''}`;
}

// Accepts `host`, `https://host/` or `https://host/ipfs` (a common way gateways are written down).
function baseUrl(url: string): string {
  const withScheme = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  return withScheme.replace(/\/+$/, '').replace(/\/ipfs$/, '');
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici reports network failures as 'fetch failed' with the useful part in `cause`.
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
