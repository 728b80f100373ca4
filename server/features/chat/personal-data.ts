import { asc, count, eq, max } from 'drizzle-orm';
import { chatMessages } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** The assistant conversation: the person's questions and the answers. */
export const chatPersonalData: PersonalData = {
  name: 'chat',
  tables: [chatMessages],
  kinds: ['chat'],
  async summarise(db, person) {
    const [row] = await db
      .select({ n: count(), at: max(chatMessages.createdAt) })
      .from(chatMessages)
      .where(eq(chatMessages.userId, person.id));
    return { chat: { count: row?.n ?? 0, latest: row?.at ?? null } };
  },
  async export(db, person) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, person.id))
      .orderBy(asc(chatMessages.createdAt));
    return { chat: rows.map((m) => ({ sender: m.sender, text: m.text, createdAt: m.createdAt.toISOString() })) };
  },
  async erase(tx, person, erasure) {
    if (erasure === 'chat' || erasure === 'account') {
      await tx.delete(chatMessages).where(eq(chatMessages.userId, person.id));
    }
  },
};
