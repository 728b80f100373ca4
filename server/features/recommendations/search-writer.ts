import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { RecommendationInput } from '../../../shared/contracts/recommendations';
import { perOwner } from '../../../shared/domain/per-owner';
import type { Database } from '../../db/client';
import { userRecommendations } from '../../db/schema';
import { bareColumnNames, setFromExcluded } from '../../lib/bare-column-names';
import { type StoredHashes, storedHashes } from './stored-hashes';

type Hashes = Required<StoredHashes>;
type Pending = { input: RecommendationInput; hashes: Hashes; waiters: { resolve(): void; reject(e: unknown): void }[] };

const MAX_BATCH = 500; // 4 parameters a search, far below PostgreSQL's 65,535

/**
 * Saves searches with a group commit: the searches that arrive while one write is under way are
 * written together by the next one, as one statement. Each caller still waits for its own row to
 * be committed, so a reply is never sent for a search that was not saved. Under load a batch holds
 * about eight searches; alone, one search is one statement. Two searches by
 * the same user in one batch keep the later, as if written one after the other. If a batch fails,
 * its searches are written one by one, so one bad row fails only its own search.
 */
export const saveSearch = (db: Database, userId: string, input: RecommendationInput, hashes: Hashes) =>
  writerFor(db).save(userId, input, hashes);

/**
 * Whether a search of this user is queued or being written: while one is, what is stored is about
 * to change, so "the stored hashes equal this search" must not skip the save.
 */
export const hasUnsavedSearch = (db: Database, userId: string) => writerFor(db).unsaved(userId);

const writerFor = perOwner<Database, ReturnType<typeof createSearchWriter>>(createSearchWriter);

function createSearchWriter(db: Database) {
  const queue = new Map<string, Pending>();
  /** Saves per user not yet settled, queued or in flight. */
  const unsettled = new Map<string, number>();
  let writing = false;

  function settle(userId: string, { hashes, waiters }: Pending, error?: unknown) {
    if (error === undefined) storedHashes.rememberWrite(db, userId, hashes);
    for (const waiter of waiters) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
    const left = (unsettled.get(userId) ?? 0) - waiters.length;
    if (left > 0) unsettled.set(userId, left);
    else unsettled.delete(userId);
  }

  async function drain() {
    while (queue.size > 0) {
      const batch = [...queue].slice(0, MAX_BATCH);
      for (const [userId] of batch) queue.delete(userId);
      try {
        await writeBatch(db, batch);
        for (const [userId, pending] of batch) settle(userId, pending);
      } catch (error) {
        if (batch.length === 1) settle(batch[0]![0], batch[0]![1], error);
        else {
          for (const entry of batch) {
            try {
              await writeBatch(db, [entry]);
              settle(entry[0], entry[1]);
            } catch (rowError) {
              settle(entry[0], entry[1], rowError);
            }
          }
        }
      }
    }
    writing = false;
  }

  return {
    save(userId: string, input: RecommendationInput, hashes: Hashes): Promise<void> {
      return new Promise((resolve, reject) => {
        unsettled.set(userId, (unsettled.get(userId) ?? 0) + 1);
        const waiters = [...(queue.get(userId)?.waiters ?? []), { resolve, reject }];
        queue.delete(userId); // re-inserted at the end: the batch keeps arrival order
        queue.set(userId, { input, hashes, waiters });
        if (!writing) {
          writing = true;
          setImmediate(() => void drain());
        }
      });
    },
    unsaved: (userId: string) => unsettled.has(userId),
  };
}

// The statement's fixed text, rendered once from the schema's columns (a renamed column fails the
// typecheck): drizzle renders a statement piece by piece, and rendered on every write the fixed
// pieces cost more than the rows (scripts/bench/search-write.ts). One search's row, in this order:
const renderOnce = (fragment: SQL) => sql.raw(new PgDialect().sqlToQuery(fragment).sql);
const insertInto = renderOnce(
  sql`insert into ${userRecommendations} (${bareColumnNames(
    userRecommendations.userId,
    userRecommendations.input,
    userRecommendations.inputHash,
    userRecommendations.preferencesHash,
    userRecommendations.createdAt,
  )}) values `,
);
const replaceOnConflict = renderOnce(
  sql` on conflict (${bareColumnNames(userRecommendations.userId)}) do update set ${setFromExcluded(
    userRecommendations.input,
    userRecommendations.inputHash,
    userRecommendations.preferencesHash,
    userRecommendations.createdAt,
  )}`,
);

/** One statement that saves every search of the batch (exported for scripts/bench/search-write.ts). */
export function searchBatchStatement(batch: [string, Pick<Pending, 'input' | 'hashes'>][]): SQL {
  // Stamped by the database's clock, like form saves: the later statement is the newer row.
  const rows = batch.map(
    ([userId, { input, hashes }]) =>
      sql`(${userId}, ${JSON.stringify(input)}, ${hashes.input}, ${hashes.preferences}, clock_timestamp())`,
  );
  return sql`${insertInto}${sql.join(rows, sql`, `)}${replaceOnConflict}`;
}

async function writeBatch(db: Database, batch: [string, Pending][]): Promise<void> {
  // Through db.execute, not drizzle's insert builder: the builder cost about twice as much as the
  // write itself (decision 0013).
  await db.execute(searchBatchStatement(batch));
}
