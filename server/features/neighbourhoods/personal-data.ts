import { eq } from 'drizzle-orm';
import { userSelections } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** The selected neighbourhood, which the places and events pages and the assistant start from. */
export const neighbourhoodsPersonalData: PersonalData = {
  name: 'neighbourhoods',
  tables: [userSelections],
  kinds: ['selection'],
  async summarise(db, person) {
    const rows = await db
      .select({ at: userSelections.selectedAt })
      .from(userSelections)
      .where(eq(userSelections.userId, person.id));
    return { selection: { count: rows.length, latest: rows[0]?.at ?? null } };
  },
  async export(db, person) {
    const [row] = await db.select().from(userSelections).where(eq(userSelections.userId, person.id));
    return { selection: row ? { localityId: row.localityId, neighbourhood: row.neighbourhood } : null };
  },
  async erase(tx, person, erasure) {
    if (erasure === 'selection' || erasure === 'account') {
      await tx.delete(userSelections).where(eq(userSelections.userId, person.id));
    }
  },
};
