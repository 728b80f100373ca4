import { perOwner } from '../../../shared/domain/per-owner';
import type { Database } from '../../db/client';
import { Lru } from '../../lib/lru';

export type StoredHashes = { preferences?: string; input?: string };

const LIFETIME_MS = 30_000;
const MAX_USERS = 10_000;

const memoFor = perOwner<Database, Lru<string, StoredHashes & { at: number }>>(() => new Lru(MAX_USERS));
/** Writes per user seen by this process, so a read that a write overtook is not remembered. */
const writesFor = perOwner<Database, Lru<string, number>>(() => new Lru(MAX_USERS));

/**
 * Which finder rows' hashes a user has stored, as this process last wrote or read them. It saves a
 * database read on every repeated search (the same form submitted again, or the review step's
 * preview followed by the results). Within this process it is exact: writes update it, and a read
 * that a write overtook is not remembered. Another server process sharing the database is not
 * seen: for up to 30 s after it saved a different search, a search here equal to what this process
 * last saw is answered but not saved again, so a reload may show that other search instead.
 */
export const storedHashes = {
  recall(db: Database, userId: string, now = Date.now()): StoredHashes | undefined {
    const entry = memoFor(db).get(userId);
    if (!entry || now - entry.at > LIFETIME_MS) return undefined;
    return { preferences: entry.preferences, input: entry.input };
  },

  /** A counter to pass to rememberRead: it changes with every write this process makes. */
  writesSoFar(db: Database, userId: string): number {
    return writesFor(db).get(userId) ?? 0;
  },

  /** Records what a read found, unless this process wrote in the meantime. */
  rememberRead(
    db: Database,
    userId: string,
    hashes: Required<Record<keyof StoredHashes, string | undefined>>,
    writesBefore: number,
    now = Date.now(),
  ): void {
    if (this.writesSoFar(db, userId) !== writesBefore) return;
    memoFor(db).set(userId, { ...hashes, at: now });
  },

  /** Forgets what is stored (the rows were erased): the next search or save writes again. */
  forget(db: Database, userId: string): void {
    writesFor(db).set(userId, this.writesSoFar(db, userId) + 1);
    memoFor(db).delete(userId);
  },

  /**
   * Records a write. Both hashes start a fresh lifetime; one hash is merged into a fresh entry
   * without extending it, and is dropped without one (remembering the other as absent could skip a
   * needed write).
   */
  rememberWrite(db: Database, userId: string, hashes: StoredHashes, now = Date.now()): void {
    writesFor(db).set(userId, this.writesSoFar(db, userId) + 1);
    const memo = memoFor(db);
    const previous = memo.get(userId);
    if ('preferences' in hashes && 'input' in hashes) memo.set(userId, { ...hashes, at: now });
    else if (previous && now - previous.at <= LIFETIME_MS) memo.set(userId, { ...previous, ...hashes });
    else memo.delete(userId);
  },
};
