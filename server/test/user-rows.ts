import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { businessEnquiries, chatMessages, users } from '../db/schema';
import { PERSONAL_DATA } from '../features/privacy';

/**
 * Everything stored for one person (what the download gives, from every feature that holds some of
 * it), with how many people and business enquiries there are: two snapshots that differ mean
 * something was written. The account itself (its sign-in time, sessions) and rate-limit counters
 * are left out: signing in and being counted are not data.
 */
export async function userRows(db: Database, userId: string): Promise<string> {
  const [[person], [people], [enquiries]] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(businessEnquiries),
  ]);
  if (!person) throw new Error(`no such person: ${userId}`);
  const held = PERSONAL_DATA.filter((holder) => !holder.kinds.includes('account'));
  const parts = await Promise.all(held.map((holder) => holder.export(db, person)));
  return JSON.stringify({ parts, people, enquiries });
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
