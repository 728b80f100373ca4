/**
 * Where an uploaded location-history file is kept when the user opts in (DESIGN.md: FileStore).
 * Contents are always encrypted by the caller before `put` (AES-256-GCM with a server-held key),
 * so a store never sees plaintext location data.
 */
export interface FileStore {
  readonly kind: 'local' | 'pinata';
  /** Stores the bytes and returns their content identifier (a real CID, CIDv1). */
  put(bytes: Uint8Array, meta: { name: string; userId: string }): Promise<{ cid: string }>;
  /** The bytes for a CID, or null if this store does not have them. */
  get(cid: string): Promise<Uint8Array | null>;
  /** Removes (unpins) the content; resolves even if it was already gone. */
  delete(cid: string): Promise<void>;
}
