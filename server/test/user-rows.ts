import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  businessEnquiries,
  chatMessages,
  timelineAnalyses,
  userPreferences,
  userProfiles,
  userRecommendations,
  userSelections,
  users,
} from '../db/schema';

/**
 * Everything stored for one person (their rows in every per-user table, as JSON), with how many
 * people and business enquiries there are: two snapshots that differ mean something was written.
 * Sessions and rate-limit counters are left out: signing in and being counted are not data.
 */
export async function userRows(db: Database, userId: string): Promise<string> {
  const [preferences, recommendations, selections, profiles, analyses, messages, people, enquiries] = await Promise.all(
    [
      db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
      db.select().from(userRecommendations).where(eq(userRecommendations.userId, userId)),
      db.select().from(userSelections).where(eq(userSelections.userId, userId)),
      db.select().from(userProfiles).where(eq(userProfiles.userId, userId)),
      db.select().from(timelineAnalyses).where(eq(timelineAnalyses.userId, userId)).orderBy(timelineAnalyses.id),
      db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(chatMessages.id),
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(businessEnquiries),
    ],
  );
  return JSON.stringify({ preferences, recommendations, selections, profiles, analyses, messages, people, enquiries });
}

/** Waits until none of the person's chat replies is still being written (a job left running). */
export async function chatSettled(db: Database, userId: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const rows = await db
      .select({ status: chatMessages.status })
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId));
    if (!rows.some((row) => row.status === 'streaming')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('a chat reply was still being written');
}
