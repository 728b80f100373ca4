import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelectedNeighbourhood } from '../../../shared/contracts/neighbourhoods';
import type { RecommendationInput } from '../../../shared/contracts/recommendations';
import type { TimelineAnalysis } from '../../../shared/contracts/timeline';
import { makePreferences } from '../../../shared/domain/recommend/test-localities';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { saveSelection } from '../neighbourhoods/selection-store';
import { readPreferences, readRecommendationInput, savePreferences } from '../recommendations/finder-store';
import { saveSearch } from '../recommendations/search-writer';
import { latestAnalysis, saveAnalysis } from '../uploads/timeline-store';
import { savePersona } from './persona-store';
import { readSavedProfile } from './saved-profile';

// The one-statement read must say exactly what the separate readers say, in every state a person's
// rows can be in: it replaced them where a request needed several at once (issue 16).

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

function search(workAddress: string): RecommendationInput {
  const preferences = makePreferences();
  return {
    preferences: { ...preferences, commute: { ...preferences.commute, workAddress } },
    analysis: null,
    workLocation: {
      label: workAddress,
      lat: 19.1,
      lng: 72.9,
      cityId: 'mumbai',
      cityName: 'Mumbai',
      state: 'Maharashtra',
      confidence: 1,
      source: 'landmark',
    },
  };
}

const analysisOf = (persona: string) =>
  ({ persona, analysisResults: { personality_traits: [persona] } }) as unknown as TimelineAnalysis;

async function expectSameAsSeparateReaders(userId: string) {
  const { db } = database;
  const saved = await readSavedProfile(db, userId, { withSelection: true, withRecommendationInput: true });
  expect(saved.preferences).toEqual(await readPreferences(db, userId));
  expect(saved.analysis).toEqual(await latestAnalysis(db, userId));
  expect(saved.recommendationInput).toEqual(await readRecommendationInput(db, userId));
  return saved;
}

describe('readSavedProfile', () => {
  it('reads nothing for a person who saved nothing, and for no such person', async () => {
    const empty = { preferences: null, analysis: null, persona: null, selection: null, recommendationInput: null };
    expect(await expectSameAsSeparateReaders(await newUser())).toEqual(empty);
    expect(await readSavedProfile(database.db, randomUUID())).toEqual(empty);
  });

  it('follows the form and the last search, whichever was saved later', async () => {
    const userId = await newUser();
    const form = { ...makePreferences(), budget: { min: 10_000, max: 20_000 } };
    await savePreferences(database.db, userId, form);
    expect((await expectSameAsSeparateReaders(userId)).preferences).toEqual(form);

    await saveSearch(database.db, userId, search('Powai'), { preferences: 'p1', input: 'i1' });
    const afterSearch = await expectSameAsSeparateReaders(userId);
    expect(afterSearch.preferences?.commute.workAddress).toBe('Powai');
    expect((afterSearch.recommendationInput as RecommendationInput).workLocation.label).toBe('Powai');

    await savePreferences(database.db, userId, form);
    expect((await expectSameAsSeparateReaders(userId)).preferences).toEqual(form);
  });

  it('reads the newest analysis, the stored persona and the selection, and the selection only when asked', async () => {
    const userId = await newUser();
    await saveAnalysis(database.db, userId, analysisOf('Older'));
    await new Promise((r) => setTimeout(r, 5));
    await saveAnalysis(database.db, userId, analysisOf('Newer'));
    await savePersona(database.db, userId, 'Stored' as never);
    const neighbourhood = { id: 'powai', name: 'Powai' } as unknown as SelectedNeighbourhood;
    await saveSelection(database.db, userId, neighbourhood);

    const saved = await expectSameAsSeparateReaders(userId);
    expect(saved.analysis?.persona).toBe('Newer');
    expect(saved.persona).toBe('Stored');
    expect(saved.selection).toEqual(neighbourhood);
    const lean = await readSavedProfile(database.db, userId);
    expect(lean.selection).toBeNull();
    expect(lean.recommendationInput).toBeNull();
    expect(lean.analysis?.persona).toBe('Newer');
  });
});
