import { eq, inArray } from 'drizzle-orm';
import { userProfiles } from '../../db/schema';
import { addUtcMonths } from '../../lib/clock';
import type { PersonalData } from '../../lib/personal-data';
import { usersIdleSince } from '../auth';

/**
 * The persona, from the finder's answers or the newest timeline analysis: on the Your data page it
 * is part of "Timeline analyses and persona", and goes with them (and with a withdrawn consent).
 */
export const userPersonalData: PersonalData = {
  name: 'user',
  tables: [userProfiles],
  kinds: ['analyses'],
  async summarise(db, person) {
    const rows = await db
      .select({ at: userProfiles.updatedAt })
      .from(userProfiles)
      .where(eq(userProfiles.userId, person.id));
    return { analyses: { count: rows.length, latest: rows[0]?.at ?? null } };
  },
  async export(db, person) {
    const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, person.id));
    return { persona: row?.persona ?? null };
  },
  async erase(tx, person, erasure) {
    if (erasure === 'analyses' || erasure === 'account') {
      await tx.delete(userProfiles).where(eq(userProfiles.userId, person.id));
    }
  },
  /** The persona of an account unused for RETENTION_INACTIVE_MONTHS goes with its analyses. */
  async applyRetention({ db }, settings, now) {
    const idle = usersIdleSince(db, addUtcMonths(now, -settings.inactiveMonths));
    const gone = await db
      .delete(userProfiles)
      .where(inArray(userProfiles.userId, idle))
      .returning({ userId: userProfiles.userId });
    return { personas: gone.length };
  },
};
