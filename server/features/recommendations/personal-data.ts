import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userPreferences, userRecommendations } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';
import { storedHashes } from './stored-hashes';

const latestOf = (...dates: (Date | undefined)[]) =>
  dates.filter((d): d is Date => d !== undefined).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;

/** Preferences and searches: the finder form's answers and the last search's input. */
export const recommendationsPersonalData: PersonalData = {
  name: 'recommendations',
  tables: [userPreferences, userRecommendations],
  kinds: ['searches'],
  async summarise(db, person) {
    const [form, search] = await Promise.all([
      db.select({ at: userPreferences.updatedAt }).from(userPreferences).where(eq(userPreferences.userId, person.id)),
      db
        .select({ at: userRecommendations.createdAt })
        .from(userRecommendations)
        .where(eq(userRecommendations.userId, person.id)),
    ]);
    return { searches: { count: form.length + search.length, latest: latestOf(form[0]?.at, search[0]?.at) } };
  },
  async export(db, person) {
    const [form, search] = await Promise.all([
      db.select().from(userPreferences).where(eq(userPreferences.userId, person.id)),
      db.select().from(userRecommendations).where(eq(userRecommendations.userId, person.id)),
    ]);
    return { preferences: form[0]?.preferences ?? null, lastSearch: search[0]?.input ?? null };
  },
  async erase(tx, person, erasure) {
    if (erasure !== 'searches' && erasure !== 'account') return;
    await tx.delete(userPreferences).where(eq(userPreferences.userId, person.id));
    await tx.delete(userRecommendations).where(eq(userRecommendations.userId, person.id));
  },
  async afterErase({ db }: { db: Database }, person, erasure) {
    // Otherwise the same search again within the memo's lifetime would be answered but not saved.
    if (erasure === 'searches' || erasure === 'account') storedHashes.forget(db, person.id);
  },
};
