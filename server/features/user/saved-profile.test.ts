import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelectedNeighbourhood } from '../../../shared/contracts/neighbourhoods';
import type { RecommendationInput } from '../../../shared/contracts/recommendations';
import type { TimelineAnalysis } from '../../../shared/contracts/timeline';
import { makePreferences, searchInputFor } from '../../../shared/domain/recommend/test-localities';
import type { DatabaseHandle } from '../../db/client';
import {
  timelineAnalyses,
  userPreferences,
  userProfiles,
  userRecommendations,
  userSelections,
  users,
} from '../../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { readPreferences } from '../recommendations';
import { latestAnalysis } from '../uploads';
import { readSavedProfile } from './saved-profile';

// The one-statement read must say what the separate readers say, in every state a person's rows can
// be in: it replaced them where a request needed several at once (docs/DEPLOY.md). Rows are written
// directly, with the times chosen, so that ties and order are exact.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

async function newUser(): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({ firebaseUid: randomUUID(), displayName: 'Saver' })
    .returning({ id: users.id });
  return row!.id;
}

const at = (second: number) => new Date(Date.UTC(2026, 10, 1, 9, 0, second));
const form = { ...makePreferences(), budget: { min: 10_000, max: 20_000 } };

async function saveForm(userId: string, second: number) {
  const updatedAt = at(second);
  await database.db
    .insert(userPreferences)
    .values({ userId, preferences: form, updatedAt })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { updatedAt } });
}

async function saveSearch(userId: string, workAddress: string, second: number) {
  const values = { input: searchInputFor(workAddress), createdAt: at(second) };
  await database.db
    .insert(userRecommendations)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userRecommendations.userId, set: values });
}

async function saveAnalysis(userId: string, persona: string, second: number) {
  const analysis = { id: randomUUID(), persona, analysisResults: { personality_traits: [persona] } };
  await database.db
    .insert(timelineAnalyses)
    .values({ id: analysis.id, userId, analysis: analysis as unknown as TimelineAnalysis, createdAt: at(second) });
}

/** The whole profile, after checking it against the separate readers. */
async function readChecked(userId: string) {
  const { db } = database;
  const saved = await readSavedProfile(db, userId, { withSelection: true, withRecommendationInput: true });
  expect(saved.preferences).toEqual(await readPreferences(db, userId));
  expect(saved.analysis).toEqual(await latestAnalysis(db, userId));
  return saved;
}

describe('readSavedProfile', () => {
  it('reads nothing for a person who saved nothing, and for no such person', async () => {
    const empty = { preferences: null, analysis: null, persona: null, selection: null, recommendationInput: null };
    expect(await readChecked(await newUser())).toEqual(empty);
    expect(await readSavedProfile(database.db, randomUUID())).toEqual(empty);
  });

  it("follows whichever of the form and the last search was saved later, the form's on a tie", async () => {
    const searchOnly = await newUser();
    await saveSearch(searchOnly, 'Powai', 10);
    const alone = await readChecked(searchOnly);
    expect(alone.preferences?.commute.workAddress).toBe('Powai');
    expect((alone.recommendationInput as RecommendationInput).workLocation.label).toBe('Powai');

    const userId = await newUser();
    await saveForm(userId, 10);
    expect((await readChecked(userId)).preferences).toEqual(form);
    await saveSearch(userId, 'Andheri', 20);
    expect((await readChecked(userId)).preferences?.commute.workAddress).toBe('Andheri');
    await saveForm(userId, 30);
    expect((await readChecked(userId)).preferences).toEqual(form);
    await saveSearch(userId, 'Bandra', 30);
    expect((await readChecked(userId)).preferences).toEqual(form);
  });

  it('reads the newest analysis, the stored persona and the selection, and the selection only when asked', async () => {
    const userId = await newUser();
    await saveAnalysis(userId, 'Newer', 20);
    await saveAnalysis(userId, 'Older', 10);
    await database.db.insert(userProfiles).values({ userId, persona: 'Stored' as never });
    const neighbourhood = { id: 'powai', name: 'Powai' } as unknown as SelectedNeighbourhood;
    await database.db.insert(userSelections).values({ userId, localityId: 'powai', neighbourhood });

    const saved = await readChecked(userId);
    expect(saved.analysis?.persona).toBe('Newer');
    expect(saved.persona).toBe('Stored');
    expect(saved.selection).toEqual(neighbourhood);
    const lean = await readSavedProfile(database.db, userId);
    expect(lean).toMatchObject({ selection: null, recommendationInput: null, persona: 'Stored' });
    expect(lean.analysis?.persona).toBe('Newer');
  });
});
