import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePreferences } from '../../../shared/domain/recommend/test-localities';
import { loadDataset } from '../../data/load-dataset';
import type { DatabaseHandle } from '../../db/client';
import { userPreferences, userRecommendations, users } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { openTestDatabase } from '../../test/test-database';
import { createGazetteerGeocoder } from '../geocoding';
import { readPreferences, savePreferences } from './finder-store';
import { latestForUser, recommendForUser } from './recommend-for-user';

// recommendForUser and latestForUser on a real database: the saved input comes back from jsonb
// with its keys reordered, and must still be recognised as the same search.

let database: DatabaseHandle;
let services: Parameters<typeof recommendForUser>[0];
beforeAll(async () => {
  database = await openTestDatabase();
  const dataset = loadDataset();
  services = { db: database.db, dataset, geocoder: createGazetteerGeocoder(dataset), clock: systemClock };
});
afterAll(() => database?.close());

const base = makePreferences();
const preferences = makePreferences({
  commute: {
    ...base.commute,
    workAddress: 'Hinjewadi Phase 1, Pune',
    travelMode: 'transit',
    travelModes: {
      ...base.commute.travelModes,
      transit: { enabled: true, distance: 20 },
      driving: { enabled: false, distance: 20 },
    },
  },
  lifestylePreferences: ['quiet', 'greenSpaces', 'casualDining'],
  prioritizedMustHaves: [{ name: 'publicTransport', priority: 1 }],
});

async function newUser() {
  const [row] = await database.db.insert(users).values({ firebaseUid: randomUUID(), displayName: 'U' }).returning();
  return row!.id;
}

describe('recommendForUser and latestForUser', () => {
  it('caches a result the second time its input is seen, and serves it frozen from then on', async () => {
    const id = await newUser();
    const searched = await recommendForUser(services, id, { preferences });
    expect(Object.isFrozen(searched.recommendations[0])).toBe(false); // seen once: not kept
    const latest = await latestForUser(services, id);
    // The stored input is recognised as the same search, so the second sight caches the result...
    expect(latest).toEqual(searched);
    expect(Object.isFrozen(latest!.recommendations[0])).toBe(true);
    // ...and the third is that very object.
    expect(await latestForUser(services, id)).toBe(latest);
    expect(await recommendForUser(services, id, { preferences })).toBe(latest);
  });

  it('returns null for a saved input that no longer matches the contracts', async () => {
    const id = await newUser();
    await recommendForUser(services, id, { preferences });
    await database.db.update(userRecommendations).set({ input: { preferences: { old: true } } as never });
    expect(await latestForUser(services, id)).toBeNull();
  });
});

describe('the saved preferences', () => {
  const form = makePreferences({ userCategory: 'budget' });
  const later = makePreferences({ userCategory: 'luxury' });

  it('are the newer of the saved form and the last search, the form on a tie', async () => {
    const id = await newUser();
    await savePreferences(database.db, id, form);
    expect(await readPreferences(database.db, id)).toEqual(form);
    await recommendForUser(services, id, { preferences });
    expect(await readPreferences(database.db, id)).toEqual(preferences);
    await savePreferences(database.db, id, later);
    expect(await readPreferences(database.db, id)).toEqual(later);

    const at = new Date('2026-01-01T00:00:00Z');
    await database.db.update(userPreferences).set({ updatedAt: at }).where(eq(userPreferences.userId, id));
    await database.db.update(userRecommendations).set({ createdAt: at }).where(eq(userRecommendations.userId, id));
    expect(await readPreferences(database.db, id)).toEqual(later);
  });

  it('fall back to the form when the newer search no longer matches the contract', async () => {
    const id = await newUser();
    await savePreferences(database.db, id, form);
    await recommendForUser(services, id, { preferences });
    await database.db
      .update(userRecommendations)
      .set({ input: { preferences: { old: true } } as never })
      .where(eq(userRecommendations.userId, id));
    expect(await readPreferences(database.db, id)).toEqual(form);
  });
});
