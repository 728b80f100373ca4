import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Preferences, preferencesSchema } from '../../../shared/contracts/preferences';
import type { RecommendationInput } from '../../../shared/contracts/recommendations';
import type { Database } from '../../db/client';
import { userPreferences, userRecommendations, users } from '../../db/schema';
import { type StoredHashes, storedHashes } from './stored-hashes';

// A user's finder data. Every function takes the user id from the authenticated context, never
// from the request body, so one user can never read or write another's rows.

/** SHA-256 of a value's JSON. Contracts parse into a fixed key order, so equal input, equal hash. */
export function hashJson(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

export async function savePreferences(
  db: Database,
  userId: string,
  preferences: Preferences,
  hash = hashJson(preferences),
): Promise<void> {
  // The database's clock, as for searches (search-writer.ts): which of the two is newer decides
  // which preferences are the saved ones (readSaved).
  const updatedAt = sql`clock_timestamp()`;
  await db
    .insert(userPreferences)
    .values({ userId, preferences, hash, updatedAt })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { preferences, hash, updatedAt } });
  storedHashes.rememberWrite(db, userId, { preferences: hash });
}

/** The hashes of what is stored now, to skip writing what has not changed (see stored-hashes.ts). */
export async function readStoredHashes(db: Database, userId: string): Promise<StoredHashes> {
  const remembered = storedHashes.recall(db, userId);
  if (remembered) return remembered;
  const writesBefore = storedHashes.writesSoFar(db, userId);
  const saved = await readSaved(db, userId, { withPreferences: false });
  const hashes = {
    preferences: (saved?.searchIsNewer ? saved.searchHash : saved?.formHash) ?? undefined,
    input: saved?.inputHash ?? undefined,
  };
  storedHashes.rememberRead(db, userId, hashes, writesBefore);
  return hashes;
}

/**
 * The saved preferences: the finder form's, or those of a later search. A search stores its
 * preferences only inside its input (one write per search instead of two). A search saved under
 * an older contract no longer counts; the form's preferences stand then.
 */
export async function readPreferences(db: Database, userId: string): Promise<Preferences | null> {
  const saved = await readSaved(db, userId, { withPreferences: true });
  return saved ? savedPreferencesOf(saved) : null;
}

/** Which saved preferences stand, from the form's and the last search's (see readPreferences). */
export function savedPreferencesOf(saved: {
  formPreferences: Preferences | null;
  searchPreferences: unknown;
  searchIsNewer: boolean;
}): Preferences | null {
  if (saved.searchIsNewer) {
    const fromSearch = preferencesSchema.safeParse(saved.searchPreferences);
    if (fromSearch.success) return fromSearch.data;
  }
  return saved.formPreferences;
}

/**
 * Whether the last search is newer than the saved form, for a query joining both rows (none counts
 * as older). Both are stamped by the database's clock_timestamp(), so the later statement is the
 * newer row; on a tie the form wins (rows from before migration 0005 were written together, with
 * one timestamp). Compared in the database, to the microsecond.
 */
export const searchIsNewer = sql<boolean>`coalesce(${userRecommendations.createdAt} > ${userPreferences.updatedAt}, ${userRecommendations.createdAt} is not null)`;

/** One user's saved form and last search side by side, and which of the two is newer. */
async function readSaved(db: Database, userId: string, { withPreferences }: { withPreferences: boolean }) {
  const [row] = await db
    .select({
      formPreferences: withPreferences ? userPreferences.preferences : sql<null>`null`,
      formHash: userPreferences.hash,
      searchPreferences: withPreferences ? sql<unknown>`${userRecommendations.input}->'preferences'` : sql<null>`null`,
      searchHash: userRecommendations.preferencesHash,
      inputHash: userRecommendations.inputHash,
      searchIsNewer,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .leftJoin(userRecommendations, eq(userRecommendations.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function readRecommendationInput(db: Database, userId: string): Promise<RecommendationInput | null> {
  const [row] = await db
    .select({ input: userRecommendations.input })
    .from(userRecommendations)
    .where(eq(userRecommendations.userId, userId));
  return row?.input ?? null;
}
