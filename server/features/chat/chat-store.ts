import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ChatMessage } from '../../../shared/contracts/chat';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema';

// A user's conversation. Every function takes the user id from the authenticated context: nobody
// reads or writes another user's messages.

type Row = typeof chatMessages.$inferSelect;

export const toChatMessage = (row: Row): ChatMessage => ({
  id: row.id,
  text: row.text,
  sender: row.sender,
  timestamp: row.createdAt.toISOString(),
  status: row.status,
  writer: row.writer,
});

export async function findQuestion(db: Database, id: string) {
  const [row] = await db
    .select({ userId: chatMessages.userId })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.sender, 'user')));
  return row;
}

export async function deleteQuestion(db: Database, userId: string, id: string): Promise<void> {
  await db
    .delete(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId), eq(chatMessages.sender, 'user')));
}

export async function finishReply(
  db: Database,
  userId: string,
  id: string,
  reply: { text: string; status: 'complete' | 'failed'; writer: string },
): Promise<void> {
  await db
    .update(chatMessages)
    .set(reply)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId)));
}

/** The text written so far, while the reply is still being written (a finished one is left alone). */
export async function saveReplyText(db: Database, userId: string, id: string, text: string): Promise<void> {
  await db
    .update(chatMessages)
    .set({ text })
    .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId), eq(chatMessages.status, 'streaming')));
}

export async function findReply(db: Database, userId: string, replyTo: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.replyTo, replyTo)));
  return row;
}

/** The last `limit` messages, oldest first. */
export async function listMessages(db: Database, userId: string, limit = 100): Promise<ChatMessage[]> {
  const newest = db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), inArray(chatMessages.id, newest)))
    .orderBy(asc(chatMessages.createdAt), desc(chatMessages.sender)); // a question before its reply
  return rows.map(toChatMessage);
}

/** The recent turns a model sees as the conversation so far. */
export async function recentTurns(db: Database, userId: string, limit = 12) {
  return (await listMessages(db, userId, limit)).filter((m) => m.status === 'complete' && m.text.trim());
}

export async function clearMessages(db: Database, userId: string): Promise<number> {
  const deleted = await db
    .delete(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .returning({ id: chatMessages.id });
  return deleted.length;
}
