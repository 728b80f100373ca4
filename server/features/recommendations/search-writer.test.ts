import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchInputFor } from '../../../shared/domain/recommend/test-localities';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { readPreferences, readRecommendationInput } from './finder-store';
import { hasUnsavedSearch, saveSearch } from './search-writer';
import { storedHashes } from './stored-hashes';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

async function newUsers(count: number): Promise<string[]> {
  const rows = await database.db
    .insert(users)
    .values(Array.from({ length: count }, () => ({ firebaseUid: randomUUID(), displayName: 'Searcher' })))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

describe('saveSearch (group commit)', () => {
  it('saves many concurrent searches, each for its own user', async () => {
    const ids = await newUsers(40);
    await Promise.all(
      ids.map((id, i) =>
        saveSearch(database.db, id, searchInputFor(`Work ${i}`), { preferences: `p${i}`, input: `i${i}` }),
      ),
    );
    for (const [i, id] of ids.entries()) {
      expect((await readPreferences(database.db, id))?.commute.workAddress).toBe(`Work ${i}`);
      expect((await readRecommendationInput(database.db, id))?.workLocation.label).toBe(`Work ${i}`);
      expect(storedHashes.recall(database.db, id)).toEqual({ preferences: `p${i}`, input: `i${i}` });
    }
  });

  it('keeps the later of two searches by the same user in one batch, and answers both', async () => {
    const [id] = await newUsers(1);
    const first = saveSearch(database.db, id!, searchInputFor('First'), { preferences: 'p1', input: 'i1' });
    const second = saveSearch(database.db, id!, searchInputFor('Second'), { preferences: 'p2', input: 'i2' });
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    expect((await readRecommendationInput(database.db, id!))?.workLocation.label).toBe('Second');
  });

  it('fails only the bad search of a batch, and keeps working', async () => {
    const ids = await newUsers(3);
    const missingUser = randomUUID(); // no such user: the foreign key refuses its row
    const results = await Promise.allSettled([
      ...ids.map((id, i) =>
        saveSearch(database.db, id, searchInputFor(`Good ${i}`), { preferences: 'p', input: `i${i}` }),
      ),
      saveSearch(database.db, missingUser, searchInputFor('Nowhere'), { preferences: 'p', input: 'i' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect(storedHashes.recall(database.db, missingUser)).toBeUndefined();
    for (const [i, id] of ids.entries()) {
      expect((await readPreferences(database.db, id))?.commute.workAddress).toBe(`Good ${i}`);
    }
    const [later] = await newUsers(1);
    await saveSearch(database.db, later!, searchInputFor('After'), { preferences: 'p', input: 'i' });
    expect((await readPreferences(database.db, later!))?.commute.workAddress).toBe('After');
  });

  it('says a search is unsaved from the call until its commit', async () => {
    const [id] = await newUsers(1);
    expect(hasUnsavedSearch(database.db, id!)).toBe(false);
    const saving = saveSearch(database.db, id!, searchInputFor('Pending'), { preferences: 'p', input: 'i' });
    expect(hasUnsavedSearch(database.db, id!)).toBe(true);
    await saving;
    expect(hasUnsavedSearch(database.db, id!)).toBe(false);
  });
});
